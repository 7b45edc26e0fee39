import { badRequest } from '../../core/errors.js';

export const CONDITION_INVALID = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/**
 * The `condition` of the tree loaders: a JSON object string of equality filters whose keys (camelCase or
 * snake_case) name one of `allowed` columns. Anything else is a 400; the result's columns come from `allowed`.
 */
export function parseCondition(text: string | undefined, allowed: readonly string[]): [string, string | number][] {
  if (!text?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(CONDITION_INVALID);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(CONDITION_INVALID);
  const out: [string, string | number][] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const column = allowed.find((c) => c === name);
    if (!column) throw badRequest(`不支持的查询条件字段：${key.slice(0, 64)}`);
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw badRequest(`查询条件「${key.slice(0, 64)}」的值不正确`);
    }
    out.push([column, value]);
  }
  return out;
}
