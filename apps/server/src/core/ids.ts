import { badRequest } from './errors.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Ids from a client: comma text (JeecgBoot sends a trailing comma) or an array, trimmed, distinct.
 * An id of another shape, or more than `max`, is a 400 naming the parameter.
 */
export function parseIds(raw: unknown, opts: { max?: number; what?: string } = {}): string[] {
  const { max = 1000, what = 'ids' } = opts;
  if (raw === undefined || raw === null || raw === '') return [];
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!items) throw badRequest(`${what}格式不正确`);
  const out = new Set<string>();
  for (const item of items) {
    const id = typeof item === 'string' || typeof item === 'number' ? String(item).trim() : null;
    if (id === null || (id && !ID.test(id))) throw badRequest(`${what}格式不正确`);
    if (id) out.add(id);
  }
  if (out.size > max) throw badRequest(`${what}最多${max}个`);
  return [...out];
}
