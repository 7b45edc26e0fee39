import type { DictSource } from '../../core/crud/dict-text.js';
import type { Language } from '../../core/language.js';
import { ResponseCache } from '../../core/response-cache.js';
import type { Database } from '../../db/index.js';
import { englishText } from './english.js';

export interface DictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** Dictionary items by code, read once and kept until a dictionary changes or the cache is refreshed. */
export class DictService {
  private all: Promise<Record<string, DictOption[]>> | null = null;
  /** The English answer of `allItems`, made from the Chinese one it names. */
  private english: {
    from: Promise<Record<string, DictOption[]>>;
    items: Promise<Record<string, DictOption[]>>;
  } | null = null;
  /** The serialized answer of queryAllDictItems, kept until a dictionary changes (TTL for other processes). */
  readonly responses = new ResponseCache(60_000);

  constructor(private readonly db: Database) {}

  /** Every dictionary with its enabled items in sort order (login's `sysAllDictItems`), in a language. */
  allItems(language: Language = 'zh'): Promise<Record<string, DictOption[]>> {
    this.all ??= this.load().catch((e) => {
      this.all = null;
      throw e;
    });
    if (language === 'zh') return this.all;
    const from = this.all;
    if (this.english?.from !== from) {
      const items = from.then((all) =>
        Object.fromEntries(Object.entries(all).map(([code, list]) => [code, inLanguage(code, list, language)])),
      );
      this.english = { from, items };
    }
    return this.english.items;
  }

  /** The list translation of one language (`addDictText`). */
  in(language: Language): DictSource {
    return { textsOf: (code) => this.textsOf(code, language) };
  }

  /** value → text of one dictionary (list translation). */
  async textsOf(code: string, language: Language = 'zh'): Promise<ReadonlyMap<string, string> | undefined> {
    const all = await this.allItems(language);
    const items = Object.hasOwn(all, code) ? all[code] : undefined;
    return items && new Map(items.map((i) => [i.value, i.text]));
  }

  /** The values every dictionary allows (input checks); an unknown code is not checked. */
  async valueSets(): Promise<(code: string) => ReadonlySet<string> | undefined> {
    const all = await this.allItems();
    return (code) => (Object.hasOwn(all, code) ? new Set(all[code].map((i) => i.value)) : undefined);
  }

  /**
   * Items of one dictionary (`getDictItems`, `getDictText`): every item of a dictionary that is not deleted,
   * in sort order, whatever its status (contract §7.5); an unknown code gives an empty list.
   */
  async itemsOf(code: string, language: Language = 'zh'): Promise<DictOption[]> {
    const rows = await this.db
      .selectFrom('sysDict as d')
      .innerJoin('sysDictItem as i', 'i.dictId', 'd.id')
      .select(['i.itemValue', 'i.itemText'])
      .where('d.dictCode', '=', code)
      .where('d.delFlag', '=', 0)
      .orderBy('i.sortOrder')
      .orderBy('i.id')
      .execute();
    const items = rows.map((r) => ({ value: r.itemValue, text: r.itemText, title: r.itemText, label: r.itemText }));
    return inLanguage(code, items, language);
  }

  refresh(): void {
    this.all = null;
    this.responses.clear();
  }

  private async load(): Promise<Record<string, DictOption[]>> {
    const rows = await this.db
      .selectFrom('sysDict as d')
      .leftJoin('sysDictItem as i', (j) => j.onRef('i.dictId', '=', 'd.id').on('i.status', '=', 1))
      .select(['d.dictCode', 'i.itemValue', 'i.itemText', 'i.sortOrder'])
      .where('d.delFlag', '=', 0)
      .orderBy('d.dictCode')
      .orderBy('i.sortOrder')
      .execute();
    const map: Record<string, DictOption[]> = {};
    for (const r of rows) {
      map[r.dictCode] ??= [];
      const list = map[r.dictCode];
      if (r.itemValue !== null && r.itemText !== null) {
        list.push({ value: r.itemValue, text: r.itemText, title: r.itemText, label: r.itemText });
      }
    }
    return map;
  }
}

/** Items of a dictionary as a language reads them (English: seeded items in English, data as stored). */
function inLanguage(code: string, items: DictOption[], language: Language): DictOption[] {
  if (language === 'zh') return items;
  return items.map((i) => {
    const text = englishText(code, i.value, i.text);
    return text === i.text ? i : { value: i.value, text, title: text, label: text };
  });
}
