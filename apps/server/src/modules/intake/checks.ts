import type { EntityDef } from '@yunzhan/common/entities/index';
import type { Values } from '../../core/crud/contracts.js';
import { badRequest } from '../../core/errors.js';
import type { PublicFile } from '../../core/files/public-upload.js';
import type { SensitiveWords } from '../sensitive/service.js';

/** One public submission on its way in: checks may refuse it (throw an ApiError) or rewrite its values. */
export interface Submission {
  readonly entity: EntityDef;
  readonly siteId: string;
  readonly ip: string;
  readonly userAgent: string;
  values: Values;
  /** Files posted with the submission (a rendered site's form); a file field's value then names none. */
  readonly files?: readonly PublicFile[];
  /** What the submitter is told besides the id (e.g. a repair request's number to look its status up with). */
  receipt?: Record<string, string>;
}

/**
 * A check every submission of every intake entity passes before it is stored, in order. The sensitive-word screen
 * is one; the blacklist of the forms issue (IP, phone, e-mail, keyword) is added to the list given to
 * `IntakeService` in `app.ts`.
 */
export type IntakeCheck = (s: Submission) => Promise<void>;

/** How many files a submission gives a file field: the files posted with it, else the upload tokens it names. */
export function fileCount(s: Submission, name: string): number {
  const posted = s.files?.filter((f) => f.field === name).length ?? 0;
  const value = s.values[name];
  return posted || (typeof value === 'string' ? value.split(',').filter(Boolean).length : 0);
}

const SCREENED_KINDS: readonly string[] = ['text', 'textarea', 'richText'];

/** Refuses a submission holding a word of the `refuse` action; masks words of the `replace` action. */
export function sensitiveWordCheck(words: SensitiveWords): IntakeCheck {
  return async (s) => {
    for (const [name, value] of Object.entries(s.values)) {
      const field = s.entity.fields[name];
      if (typeof value !== 'string' || !field || !SCREENED_KINDS.includes(field.kind)) continue;
      const screened = await words.screen(value);
      if (screened.refused.length) throw badRequest(`${field.label}包含敏感词，请修改后再提交`);
      s.values[name] = screened.text;
    }
  };
}
