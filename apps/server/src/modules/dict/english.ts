import { ENTITIES } from '@yunzhan/common/entities/registry';
import { SEED_DICTS } from '../../db/seed/dicts.js';
import { DICT_ENGLISH } from '../../db/seed/dicts-english.js';

interface Texts {
  readonly zh: string;
  readonly en: string;
}

/** The seeded items that have an English text: code → value → their seeded Chinese and English texts. */
const SEEDED: ReadonlyMap<string, ReadonlyMap<string, Texts>> = (() => {
  const englishOf = (code: string, value: string): string | undefined =>
    code === 'push_module'
      ? ENTITIES.find((e) => e.publicView?.path === value)?.en
      : Object.hasOwn(DICT_ENGLISH, code) && Object.hasOwn(DICT_ENGLISH[code], value)
        ? DICT_ENGLISH[code][value]
        : undefined;
  const byCode = new Map<string, Map<string, Texts>>();
  for (const dict of SEED_DICTS) {
    const items = byCode.get(dict.code) ?? new Map<string, Texts>();
    for (const [value, zh] of dict.items) {
      const en = englishOf(dict.code, value);
      if (en) items.set(value, { zh, en });
    }
    byCode.set(dict.code, items);
  }
  return byCode;
})();

/**
 * An item's text in English: its seeded English text while it keeps its seeded Chinese text; an item added or
 * renamed by an administrator is data and reads as stored.
 */
export function englishText(code: string, value: string, text: string): string {
  const seeded = SEEDED.get(code)?.get(value);
  return seeded && seeded.zh === text ? seeded.en : text;
}

const CJK = /[\u3400-\u9fff]/;

/** Seeded items with a Chinese text and no English one (a test keeps this empty). */
export function seedItemsWithoutEnglish(): string[] {
  return SEED_DICTS.flatMap((d) =>
    d.items
      .filter(([value, text]) => CJK.test(text) && !SEEDED.get(d.code)?.has(value))
      .map(([value, text]) => `${d.code}:${value} ${text}`),
  );
}
