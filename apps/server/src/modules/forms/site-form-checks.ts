import { EMAIL_PATTERN, MOBILE_PATTERN } from '@yunzhan/common/validation/patterns';
import { ApiError } from '../../core/errors.js';
import type { SiteTexts } from '../site-render/texts/index.js';

/** A field of a rendered form as its template shows it (`form.fields`). */
export interface FormField {
  name: string;
  label: string;
  required: boolean;
  min?: number;
  max: number;
  /** `email` or `mobile`: checked by the page and here. */
  pattern?: string;
  input: string;
}

/** A submission the site's own checks refused: the message of each field, in the site's language. */
export class FormProblems extends ApiError {
  constructor(
    readonly errors: Record<string, string>,
    message: string,
  ) {
    super(message, 400, 400);
  }
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));

/**
 * The checks `site.js` runs in the page, run again on what was posted (a page without scripts, or a forged post):
 * required fields, lengths in characters, e-mail and mobile numbers. Files and multiple choices are the intake's.
 */
export function formProblems(fields: readonly FormField[], values: Record<string, unknown>, t: SiteTexts) {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.input === 'file' || f.input === 'checkboxes') continue;
    const raw = values[f.name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const label = { label: f.label };
    if (!value) {
      if (f.required) errors[f.name] = fill(f.input === 'select' ? t.check.choose : t.check.required, label);
      continue;
    }
    const length = [...value].length;
    if (f.min && length < f.min) errors[f.name] = fill(t.check.tooShort, { ...label, min: f.min });
    else if (length > f.max) errors[f.name] = fill(t.check.tooLong, { ...label, max: f.max });
    else if (f.pattern === 'email' && !EMAIL_PATTERN.test(value)) errors[f.name] = t.check.email;
    else if (f.pattern === 'mobile' && !MOBILE_PATTERN.test(value)) errors[f.name] = t.check.mobile;
  }
  return errors;
}

/** Throws the problems of a submission, if it has any. */
export function checkForm(fields: readonly FormField[], values: Record<string, unknown>, t: SiteTexts): void {
  const errors = formProblems(fields, values, t);
  if (Object.keys(errors).length) throw new FormProblems(errors, t.check.summary);
}

/**
 * What a visitor reads of a refused submission: the server's own message where the site speaks its language
 * (Chinese), else the site's words for the kind of refusal.
 */
export function refusal(err: ApiError, t: SiteTexts): string {
  if (t.serverMessages || err instanceof FormProblems) return err.message;
  if (err.status === 429) return t.check.tooMany;
  if (err.status >= 500) return t.check.unavailable;
  return t.check.refused;
}
