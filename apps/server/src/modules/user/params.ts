import { z } from 'zod';
import type { Condition } from '../../core/query/index.js';
import { idList, MAX_IDS, RESERVED_USERNAME } from './service.js';

/** Input shapes and list conditions the user endpoints share. */
export const param = (name: string) =>
  z
    .string({ error: `参数${name}不能为空` })
    .trim()
    .min(1, `参数${name}不能为空`)
    .max(64, `参数${name}格式不正确`);
export const idsParam = (name: string) =>
  z
    .string({ error: `参数${name}不能为空` })
    .min(1, `参数${name}不能为空`)
    .max(65 * MAX_IDS, `参数${name}过长`);
export const idsValue = z.union([z.string().max(65 * MAX_IDS), z.array(z.string().max(64)).max(MAX_IDS)]);
export const optionalText = z.string().max(100).optional();

/** The first value of a query parameter, when it is non-empty text. */
export const first = (v: unknown): string | undefined => {
  const x = Array.isArray(v) ? v[0] : v;
  return typeof x === 'string' && x.trim() ? x.trim() : undefined;
};

export const notReserved: Condition = { type: 'compare', field: 'username', op: 'ne', value: RESERVED_USERNAME };
export const like = (field: string, text: string | undefined): Condition[] =>
  text ? [{ type: 'like', field, op: 'like', text: text.slice(0, 100) }] : [];

/** `selectedroles` / `selecteddeparts` of an add or edit body: undefined when absent (edit keeps the links). */
export function readLinks(body: Record<string, unknown>): { roles?: string[]; departs?: string[] } {
  const read = (key: string, what: string) => {
    const v = body[key];
    return typeof v === 'string' || Array.isArray(v) ? idList(v, what) : undefined;
  };
  return { roles: read('selectedroles', '角色'), departs: read('selecteddeparts', '部门') };
}
