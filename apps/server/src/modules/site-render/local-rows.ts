import type { EntityDef } from '@yunzhan/common/entities/index';
import type { Row } from '../../core/crud/contracts.js';
import type { SiteTexts } from './texts/index.js';

/**
 * Rows as a page of the site's language shows them: each dictionary field's text (`<field>_dictText`) from the
 * language's dictionary texts (`t.dicts[code][value]`) where it has them; a tree's children too. The dictionaries
 * themselves hold one text per item, in Chinese: a site of another language names its items here. Rows are copied,
 * never changed (they are the delivery service's cached answers).
 */
export function localRows<T>(entity: EntityDef, rows: T, t: SiteTexts): T {
  const fields = entity.dictFields.flatMap((name) => {
    const f = entity.field(name);
    const texts = f && 'dictCode' in f ? t.dicts[String(f.dictCode)] : undefined;
    return texts ? [{ name, texts }] : [];
  });
  if (!fields.length) return rows;
  const one = (row: Row): Row => {
    const out: Row = { ...row };
    for (const { name, texts } of fields) {
      const value = row[name];
      if (value === null || value === undefined || value === '') continue;
      const shown = String(value)
        .split(',')
        .map((v) => texts[v]);
      if (shown.every((s) => s !== undefined)) out[`${name}_dictText`] = shown.join(', ');
    }
    if (Array.isArray(row.children)) out.children = row.children.map((c) => one(c as Row));
    return out;
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((r) => one(r as Row));
    if (value && typeof value === 'object' && Array.isArray((value as { records?: unknown }).records)) {
      const page = value as { records: Row[] };
      return { ...page, records: page.records.map(one) };
    }
    return value && typeof value === 'object' ? one(value as Row) : value;
  };
  return walk(rows) as T;
}
