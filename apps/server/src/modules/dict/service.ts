import { ResponseCache } from '../../core/response-cache.js';
import type { Database } from '../../db/index.js';

export interface DictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** Dictionary items by code, read once and kept until a dictionary changes or the cache is refreshed. */
export class DictService {
  private all: Promise<Record<string, DictOption[]>> | null = null;
  /** The serialized answer of queryAllDictItems, kept until a dictionary changes (TTL for other processes). */
  readonly responses = new ResponseCache(60_000);

  constructor(private readonly db: Database) {}

  /** Every dictionary with its enabled items in sort order (login's `sysAllDictItems`). */
  allItems(): Promise<Record<string, DictOption[]>> {
    this.all ??= this.load().catch((e) => {
      this.all = null;
      throw e;
    });
    return this.all;
  }

  /** value → text of one dictionary (list translation). */
  async textsOf(code: string): Promise<ReadonlyMap<string, string> | undefined> {
    const all = await this.allItems();
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
  async itemsOf(code: string): Promise<DictOption[]> {
    const rows = await this.db
      .selectFrom('sysDict as d')
      .innerJoin('sysDictItem as i', 'i.dictId', 'd.id')
      .select(['i.itemValue', 'i.itemText'])
      .where('d.dictCode', '=', code)
      .where('d.delFlag', '=', 0)
      .orderBy('i.sortOrder')
      .orderBy('i.id')
      .execute();
    return rows.map((r) => ({ value: r.itemValue, text: r.itemText, title: r.itemText, label: r.itemText }));
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
