import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TextFields } from '../../core/files/public-upload.js';
import type { PublicSite } from '../public/sites.js';
import type { IntakeService } from './service.js';
import { type IntakeUploads, MAX_FILES_PER_FIELD, MAX_INTAKE_BYTES } from './uploads.js';

const isFileField = (entity: EntityDef, name: string) => ['image', 'file'].includes(entity.fields[name]?.kind ?? '');
const fileFieldsOf = (entity: EntityDef) => (entity.intake?.fields ?? []).filter((n) => isFileField(entity, n));

/**
 * The fields a visitor fills, the file fields last: a browser posts the parts in the form's order, and the public
 * upload gate refuses a text part after a file.
 */
export const formFieldsOf = (entity: EntityDef): string[] => {
  const names = entity.intake?.fields ?? [];
  return [...names.filter((n) => !isFileField(entity, n)), ...fileFieldsOf(entity)];
};

/**
 * A rendered site's form posted as multipart (it has a file input), through the public upload gate: its text fields
 * first, checked as a whole submission before any file is written; then the chosen files of its file fields, stored
 * with the submission (the same checks as uploads by token). `seen` gets the text, for the page to show it again.
 */
export async function submitMultipartForm(
  req: FastifyRequest,
  reply: FastifyReply,
  form: { site: PublicSite; entity: EntityDef; path: string },
  deps: { intake: IntakeService; uploads: IntakeUploads },
  from: { ip: string; userAgent: string },
  seen: (values: TextFields) => void,
) {
  const fileFields = fileFieldsOf(form.entity);
  // A file field takes the files posted, never a text value.
  const textOf = (fields: TextFields) => {
    const text = Object.fromEntries(Object.entries(fields).filter(([name]) => !fileFields.includes(name)));
    seen(text);
    return text;
  };
  const rules = {
    fileBytes: MAX_INTAKE_BYTES,
    maxFiles: fileFields.length * MAX_FILES_PER_FIELD,
    fileFields,
    // Text as the JSON intake allows it (64 KB in all; 2 000 Chinese characters are 6 000 bytes).
    textFields: 10,
    textBytes: 6400,
    validate: async (fields: TextFields) => {
      await deps.intake.prepare(form.site, form.path, textOf(fields), from);
    },
  };
  return deps.uploads.gate.run(req, reply, rules, ({ fields, files }) =>
    deps.intake.submit(form.site, form.path, textOf(fields), from, undefined, files),
  );
}
