import { badRequest } from './errors.js';

/**
 * A row id: ours are 32 hex digits (`newId`, seeded `stableId`); data taken over from JeecgBoot keeps its
 * 32-hex UUIDs and 19-digit snowflake ids.
 */
const ROW_ID = /^(?:[0-9A-Fa-f]{32}|\d{1,20})$/;
/** A code or key that is not a row id (org codes, usernames). */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Ids from a client: comma text (JeecgBoot sends a trailing comma) or an array, trimmed, distinct. An item of
 * another shape (`codes`: a code rather than a row id), or more than `max`, is a 400 naming the parameter.
 */
export function parseIds(raw: unknown, opts: { max?: number; what?: string; codes?: boolean } = {}): string[] {
  const { max = 1000, what = 'ids', codes = false } = opts;
  if (raw === undefined || raw === null || raw === '') return [];
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!items) throw badRequest(`${what}格式不正确`);
  const shape = codes ? CODE : ROW_ID;
  const out = new Set<string>();
  for (const item of items) {
    const id = typeof item === 'string' || typeof item === 'number' ? String(item).trim() : null;
    if (id === null || (id && !shape.test(id))) throw badRequest(`${what}格式不正确`);
    if (id) out.add(id);
  }
  if (out.size > max) throw badRequest(`${what}最多${max}个`);
  return [...out];
}
