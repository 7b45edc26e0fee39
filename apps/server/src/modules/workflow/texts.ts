import type { CrudDeps } from '../../core/crud/contracts.js';
import type { Language } from '../../core/language.js';

/** Adds `<field>_dictText` to list rows from the workflow's dictionaries, in the caller's language. */
export async function withTexts<R extends Record<string, unknown>>(
  crud: CrudDeps,
  language: Language,
  rows: R[],
  fields: Readonly<Record<string, string>>,
): Promise<R[]> {
  const source = crud.dicts.in(language);
  for (const [field, code] of Object.entries(fields)) {
    const texts = await source.textsOf(code);
    for (const row of rows) {
      const v = row[field];
      if (v !== null && v !== undefined)
        (row as Record<string, unknown>)[`${field}_dictText`] = texts?.get(String(v)) ?? String(v);
    }
  }
  return rows;
}

/** A duration as lists show it: 2天3小时, 5分钟, 12秒. */
export function durationText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const s = Math.round(ms / 1000);
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), '天'],
    [Math.floor((s % 86_400) / 3600), '小时'],
    [Math.floor((s % 3600) / 60), '分钟'],
  ];
  const text = parts
    .filter(([n]) => n > 0)
    .slice(0, 2)
    .map(([n, u]) => `${n}${u}`)
    .join('');
  return text || `${s}秒`;
}
