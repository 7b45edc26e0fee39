import { attributeOptions } from '../entities/products/product-attribute';
import { isSignedDecimal } from '../validation/number';

/** What the checks need of a 产品属性 row. */
export interface AttributeDef {
  id: string;
  name: string;
  code?: string | null;
  inputKind: string;
  options?: string | null;
  unit?: string | null;
  required?: string | null;
  filterable?: string | null;
  sortNo?: number | null;
}

/** One stored value of a product's attribute (a multi-select attribute has one per chosen option). */
export interface AttrValueRow {
  attributeId: string;
  value: string;
}

/**
 * The first problem of a product's attribute values against its type's attributes, in the words shown to the
 * user; null when they are valid. Every value names an attribute of the type; numbers are numbers; options are
 * among the attribute's; single-valued attributes have one value; required attributes have one.
 */
export function attributeValueProblem(attrs: readonly AttributeDef[], rows: readonly AttrValueRow[]): string | null {
  const byId = new Map(attrs.map((a) => [a.id, a]));
  const seen = new Map<string, string[]>();
  for (const row of rows) {
    const attr = byId.get(row.attributeId);
    if (!attr) return '属性值中有不属于该产品类型的属性';
    const value = String(row.value ?? '').trim();
    if (!value) continue;
    const values = seen.get(attr.id) ?? [];
    if (values.includes(value)) return `属性「${attr.name}」的值「${value}」重复`;
    values.push(value);
    seen.set(attr.id, values);
    if (attr.inputKind !== 'multi' && values.length > 1) return `属性「${attr.name}」只能有一个值`;
    if (attr.inputKind === 'number' && !isSignedDecimal(value)) return `属性「${attr.name}」应为数字`;
    if (attr.inputKind === 'dictionary' || attr.inputKind === 'multi') {
      if (!attributeOptions(attr.options).includes(value)) return `属性「${attr.name}」的值「${value}」不在可选值中`;
    }
  }
  for (const attr of attrs) {
    if (attr.required === 'Y' && !seen.has(attr.id)) return `请填写属性「${attr.name}」`;
  }
  return null;
}

/** Attribute values as Excel text: one `名称=值` line per attribute, several options joined by `|`. */
export function formatAttrText(attrs: readonly AttributeDef[], rows: readonly AttrValueRow[]): string {
  const byAttr = new Map<string, string[]>();
  for (const r of rows) byAttr.set(r.attributeId, [...(byAttr.get(r.attributeId) ?? []), r.value]);
  return attrs
    .filter((a) => byAttr.has(a.id))
    .map((a) => `${a.name}=${(byAttr.get(a.id) ?? []).join('|')}`)
    .join('\n');
}

/** Reads `formatAttrText`'s text back (attributes by name within the type); throws a message for unknown names. */
export function parseAttrText(attrs: readonly AttributeDef[], text: string): AttrValueRow[] {
  const byName = new Map(attrs.map((a) => [a.name, a]));
  const rows: AttrValueRow[] = [];
  for (const line of text.split(/\r?\n|;|；/)) {
    if (!line.trim()) continue;
    const at = line.indexOf('=');
    const name = (at < 0 ? line : line.slice(0, at)).trim();
    const attr = byName.get(name);
    if (!attr || at < 0) throw new Error(`属性「${name.slice(0, 50)}」不属于该产品类型`);
    for (const v of line.slice(at + 1).split('|')) if (v.trim()) rows.push({ attributeId: attr.id, value: v.trim() });
  }
  return rows;
}

/** One row of a specification table. */
export interface SpecRow {
  groupName: string;
  name: string;
  value: string | null;
  unit: string | null;
  sortNo: number;
}

/** A specification table as Excel text: one `分组|名称|值|单位` line per row, in order. */
export function formatSpecText(rows: readonly Pick<SpecRow, 'groupName' | 'name' | 'value' | 'unit'>[]): string {
  return rows.map((r) => [r.groupName, r.name, r.value ?? '', r.unit ?? ''].join('|')).join('\n');
}

/** Reads `formatSpecText`'s text back, or cells copied from Excel (tab separated); a line needs a group and a name. */
export function parseSpecText(text: string): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [groupName = '', name = '', value = '', unit = ''] = line
      .split(line.includes('\t') ? '\t' : '|')
      .map((s) => s.trim());
    if (!groupName || !name) throw new Error(`规格参数「${line.slice(0, 50)}」应为“分组|名称|值|单位”`);
    rows.push({ groupName, name, value: value || null, unit: unit || null, sortNo: rows.length + 1 });
  }
  return rows;
}
