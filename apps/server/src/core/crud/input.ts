import { isEmptyValue, isNamedPattern, patternMessage, testPattern } from '@yunzhan/common';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { badRequest } from '../errors.js';
import { sanitizeHtml } from '../sanitize-html.js';
import { checkWidgetValue } from './widget-checks.js';

export type Values = Record<string, string | number | null>;
export type InputMode = 'add' | 'edit';

/** Dictionary values a field accepts; undefined when the dictionary is unknown (then not checked). */
export type DictValuesOf = (dictCode: string) => ReadonlySet<string> | undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

/** Fields a client may write: declared, in the form, not read-only and not secret. */
export function writableFields(entity: EntityDef): string[] {
  return entity.columnFields.filter((name) => {
    const f = entity.fields[name];
    return f.form && !f.readonly && !f.sensitive;
  });
}

/**
 * Reads the writable fields of a request body and checks them against the schema. Anything else in the body
 * (id, audit columns, siteId, delFlag, secrets, unknown keys) is ignored: no mass assignment.
 * On add every writable field gets a value (its default or null); on edit only the fields present change.
 */
export function readInput(entity: EntityDef, body: unknown, mode: InputMode, dictValues: DictValuesOf): Values {
  const src = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const out: Values = {};
  for (const name of writableFields(entity)) {
    const field = entity.fields[name];
    const present = Object.hasOwn(src, name);
    if (mode === 'edit' && !present) continue;
    const raw = present ? src[name] : field.default;
    const value = convert(field, raw);
    if (value === null) {
      if (field.required) throw badRequest(`${field.label}不能为空`);
      out[name] = null;
      continue;
    }
    check(field, value, dictValues);
    out[name] = value;
  }
  return out;
}

function convert(field: Field, raw: unknown): string | number | null {
  if (isEmptyValue(raw)) return null;
  if (Array.isArray(raw)) raw = raw.join(',');
  if (typeof raw === 'boolean' && field.kind === 'switch') raw = raw ? field.options[0] : field.options[1];
  if (typeof raw === 'object') throw badRequest(`${field.label}格式不正确`);
  if (field.kind === 'richText') return sanitizeHtml(String(raw)) || null;
  if (field.valueType === 'string') return String(raw).trim() === '' ? null : String(raw);
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n)) throw badRequest(`${field.label}必须是数字`);
  if (field.valueType === 'int' && !Number.isInteger(n)) throw badRequest(`${field.label}必须是整数`);
  if (field.valueType === 'int' && Math.abs(n) > 2_147_483_647) throw badRequest(`${field.label}超出范围`);
  return n;
}

function check(field: Field, value: string | number, dictValues: DictValuesOf): void {
  const label = field.label;
  if (typeof value === 'string') {
    if (field.max !== undefined && [...value].length > field.max) throw badRequest(`${label}最多${field.max}个字符`);
    if (field.min !== undefined && [...value].length < field.min) throw badRequest(`${label}至少${field.min}个字符`);
    if (field.pattern && !testPattern(field.pattern, value)) {
      throw badRequest(
        isNamedPattern(field.pattern) ? `${label}：${patternMessage(field.pattern)}` : `${label}格式不正确`,
      );
    }
  } else {
    if (field.max !== undefined && value > field.max) throw badRequest(`${label}不能大于${field.max}`);
    if (field.min !== undefined && value < field.min) throw badRequest(`${label}不能小于${field.min}`);
    if ('precision' in field && field.precision !== undefined) {
      const decimals = String(value).split('.')[1]?.length ?? 0;
      if (decimals > field.precision) throw badRequest(`${label}最多${field.precision}位小数`);
    }
  }
  switch (field.kind) {
    case 'date':
      if (!DATE.test(String(value))) throw badRequest(`${label}格式应为YYYY-MM-DD`);
      break;
    case 'datetime':
      if (!DATETIME.test(String(value))) throw badRequest(`${label}格式应为YYYY-MM-DD HH:mm:ss`);
      break;
    case 'time':
      if (!TIME.test(String(value))) throw badRequest(`${label}格式应为HH:mm:ss`);
      break;
    case 'switch':
      if (!field.options.map(String).includes(String(value))) throw badRequest(`${label}的值不正确`);
      break;
    case 'dict': {
      const allowed = dictValues(field.dictCode);
      const values = field.multi ? String(value).split(',') : [String(value)];
      if (allowed && values.some((v) => !allowed.has(v))) throw badRequest(`${label}的值不在字典中`);
      break;
    }
    default:
      if (typeof value === 'string') checkWidgetValue(field, value);
  }
}
