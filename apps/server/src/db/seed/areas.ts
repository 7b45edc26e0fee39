import type { Kysely } from 'kysely';
import { stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

type AreaData = Record<string, Record<string, string>>;

/** Rows per INSERT of the area seed (7 columns each: far below both databases' parameter limits). */
const CHUNK = 500;

export const areaId = (code: string): string => stableId(`area:${code}`);

/**
 * 区域管理's tree: China (code 86), its provinces, cities and districts from the maintained `china-area-data`
 * package (about 3 500 rows), inserted in a few multi-row statements when the table is empty. The package is
 * read only then.
 */
export async function seedAreas(ctx: SeedContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: cms_area is an engine table, outside the typed schema
  const db: Kysely<any> = ctx.db;
  if (await db.selectFrom('cms_area').select('id').limit(1).executeTakeFirst()) return;
  const data = ((await import('china-area-data/data.json', { with: { type: 'json' } })) as { default: AreaData })
    .default;
  const rows: Record<string, unknown>[] = [];
  const add = (code: string, name: string, level: number, parent: string | null) =>
    rows.push({
      id: areaId(code),
      parent_id: parent && areaId(parent),
      name,
      code,
      level,
      create_by: SEED_BY,
      create_time: ctx.now,
    });
  const walk = (parent: string, level: number) => {
    for (const [code, name] of Object.entries(data[parent] ?? {})) {
      add(code, name, level, parent);
      if (level < 3) walk(code, level + 1);
    }
  };
  add('86', '中国', 0, null);
  walk('86', 1);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .withoutPlugins()
      .insertInto('cms_area')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
