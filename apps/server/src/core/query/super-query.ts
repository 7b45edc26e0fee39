import type { EntityDef } from '@yunzhan/common/entities/index';
import { badRequest } from '../errors.js';
import type { Condition } from './conditions.js';
import { namedRule, ruleCondition } from './rules.js';
import { clip } from './values.js';

const malformed = () => badRequest('高级查询参数格式不正确');

/**
 * `superQueryParams` (contract §4.3): a JSON array of `{field, rule, val}`, URL-encoded by the UI, as one group
 * joined by AND, or by OR when `superQueryMatchType` is "or". The field's type, not the item's
 * `type`/`dbType`, decides how values are read.
 */
export function parseSuperQuery(
  entity: EntityDef,
  params: string | undefined,
  matchType: string | undefined,
): Condition | undefined {
  const match = matchType?.trim().toLowerCase() || 'and';
  if (match !== 'and' && match !== 'or') throw badRequest('高级查询的匹配方式只能是and或or');
  if (!params?.trim()) return undefined;
  const items = parseItems(params.trim());
  const conditions: Condition[] = [];
  for (const item of items) {
    const field = textOf(item.field);
    const rule = textOf(item.rule);
    const val = textOf(item.val);
    if (!field || !rule || !val) continue;
    const def = entity.field(field);
    if (!def?.filterable) throw badRequest(`不支持的查询字段: ${clip(field)}`);
    const named = namedRule(rule, val);
    if (!named) throw badRequest(`不支持的查询规则: ${clip(rule)}`);
    const condition = ruleCondition(field, def, named);
    if (condition) conditions.push(condition);
  }
  if (!conditions.length) return undefined;
  return { type: match, items: conditions };
}

function parseItems(raw: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    // The UI sends encodeURI(JSON); the query-string parser has undone only the transport encoding.
    parsed = JSON.parse(raw.startsWith('[') ? raw : decodeURIComponent(raw));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(parsed)) throw malformed();
  return parsed.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw malformed();
    return item as Record<string, unknown>;
  });
}

/** An item's field, rule or value as trimmed text; arrays (multi-values) joined with commas. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(',');
  throw malformed();
}
