import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors.js';
import { type IntakeUploads, MAX_FILES_PER_FIELD, MAX_INTAKE_BYTES } from './uploads.js';

const fileFieldsOf = (entity: EntityDef) =>
  (entity.intake?.fields ?? []).filter((n) => ['image', 'file'].includes(entity.fields[n]?.kind ?? ''));

/**
 * A rendered site's form posted as multipart (it has a file input): text fields as they are, each chosen file of a
 * file field through the public upload (the same checks) as a token, several joined by commas — the shape the
 * intake API takes. A file input left empty sends a part without a name: skipped.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  entity: EntityDef,
  siteId: string,
  uploads: IntakeUploads,
): Promise<Record<string, string | string[]>> {
  const fileFields = fileFieldsOf(entity);
  const out: Record<string, string | string[]> = Object.create(null);
  const tokens: Record<string, string[]> = Object.create(null);
  const limits = {
    fileSize: MAX_INTAKE_BYTES + 1,
    files: fileFields.length * MAX_FILES_PER_FIELD,
    // Text as the JSON intake allows it (64 KB in all; 2 000 Chinese characters are 6 000 bytes).
    fields: 10,
    fieldSize: 6400,
  };
  for await (const part of req.parts({ limits })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new ApiError('请求内容过大', 413, 413);
      const had = out[part.fieldname];
      const value = String(part.value);
      out[part.fieldname] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      continue;
    }
    if (!fileFields.includes(part.fieldname) || !part.filename) {
      part.file.resume();
      continue;
    }
    const { token } = await uploads.receive(siteId, req.ip, part);
    tokens[part.fieldname] = [...(tokens[part.fieldname] ?? []), token];
  }
  for (const [name, list] of Object.entries(tokens)) out[name] = list.join(',');
  return out;
}
