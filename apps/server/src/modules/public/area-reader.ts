import { type Database, dynamic } from '../../db/index.js';

/** The delivery cache's group of the area answers, dropped when 区域管理 (`cms_area`) changes. */
export const AREA_GROUP = 'cms.area';
export const AREA_TABLE = 'cms_area';

export interface PublicArea {
  code: string;
  name: string;
  /** No sub-areas: the last select of a cascade. */
  leaf: boolean;
}

/** The sub-areas of `parent` with whether each has sub-areas of its own (one indexed read). */
export async function subAreas(db: Database, parent: string): Promise<PublicArea[]> {
  const d = dynamic(db).withoutPlugins();
  const rows = await d
    .selectFrom(`${AREA_TABLE} as a`)
    .innerJoin(`${AREA_TABLE} as p`, 'p.id', 'a.parent_id')
    .where('p.code', '=', parent)
    .select((eb) => [
      'a.code as code',
      'a.name as name',
      eb.exists(eb.selectFrom(`${AREA_TABLE} as c`).select('c.id').whereRef('c.parent_id', '=', 'a.id')).as('branch'),
    ])
    .orderBy('a.code')
    .execute();
  return rows.map((r) => ({ code: String(r.code), name: String(r.name), leaf: !Number(r.branch) }));
}
