import type { EntityDef } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { sql } from 'kysely';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { isPublishable } from '../../core/crud/publishing.js';

/** A row of 工作台's lists: which module, which row, its name, when. */
export interface WorkItem {
  entity: string;
  title: string;
  page: string | null;
  id: string;
  name: string;
  time: string | null;
  action?: string;
}

const PUBLISHABLE = ENTITIES.filter(isPublishable);
const BY_TABLE = new Map(ENTITIES.map((e) => [e.table, e]));
const LATEST = 10;

const nameOf = (entity: EntityDef, row: Record<string, unknown>) =>
  String((entity.display ? row[entity.display] : undefined) ?? row.id ?? '');

/** 工作台 (dashboard/Workplace): the signed-in user's own work, within the current site and their permissions. */
export class Workplace {
  constructor(private readonly deps: CrudDeps) {}

  /** My drafts not yet published, of every publishable module I may list: counts per module and the latest ten. */
  async drafts(s: SessionContext, granted: ReadonlySet<string>) {
    if (!s.siteId) return { total: 0, modules: [], latest: [] as WorkItem[] };
    const entities = PUBLISHABLE.filter((e) => granted.has(e.perm('list')));
    const branches = await Promise.all(
      entities.map(async (e) => {
        const actor = await actorFor(this.deps, s, e);
        const time = sql<string>`coalesce(${sql.ref(e.columnOf('updateTime'))}, ${sql.ref(e.columnOf('createTime'))})`;
        const name = e.display ? sql.ref(e.columnOf(e.display)) : sql.ref(e.columnOf('id'));
        return this.deps.stores
          .of(e)
          .scoped(actor)
          .where(sql.ref(e.columnOf('status')), '=', sql.lit('draft'))
          .where(sql.ref(e.columnOf('createBy')), '=', s.username)
          .select([
            sql.lit(e.name).as('entity'),
            sql<string>`${sql.ref(e.columnOf('id'))}`.as('id'),
            sql<string>`cast(${name} as varchar(500))`.as('name'),
            time.as('time'),
          ]);
      }),
    );
    const [first, ...rest] = branches;
    if (!first) return { total: 0, modules: [], latest: [] as WorkItem[] };
    const rows = (await rest.reduce((all, q) => all.unionAll(q), first).execute()) as {
      entity: string;
      id: string;
      name: string | null;
      time: string | null;
    }[];
    const byName = new Map(entities.map((e) => [e.name, e]));
    const items: WorkItem[] = rows.map((r) => {
      const e = byName.get(r.entity) as EntityDef;
      return { entity: e.name, title: e.title, page: e.page ?? null, id: r.id, name: r.name ?? r.id, time: r.time };
    });
    const counts = new Map<string, { entity: string; title: string; page: string | null; count: number }>();
    for (const i of items) {
      const c = counts.get(i.entity) ?? { entity: i.entity, title: i.title, page: i.page, count: 0 };
      c.count++;
      counts.set(i.entity, c);
    }
    return {
      total: items.length,
      modules: [...counts.values()].sort((a, b) => b.count - a.count),
      latest: items.sort((a, b) => String(b.time).localeCompare(String(a.time))).slice(0, LATEST),
    };
  }

  /** My latest edits: the row versions I made (add, edit, publish, restore …) of modules I may list in this site. */
  async edits(s: SessionContext, granted: ReadonlySet<string>): Promise<WorkItem[]> {
    const rows = await this.deps.db
      .selectFrom('sysRowVersion')
      .select(['tableName', 'rowId', 'siteId', 'action', 'snapshot', 'createTime'])
      .where('createBy', '=', s.username)
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc') // ids are time-ordered: versions made in one second keep their order
      .limit(50)
      .execute();
    const out: WorkItem[] = [];
    for (const r of rows) {
      const e = BY_TABLE.get(r.tableName);
      if (!e || !granted.has(e.perm('list')) || (r.siteId && r.siteId !== s.siteId)) continue;
      let snapshot: Record<string, unknown> = {};
      try {
        snapshot = JSON.parse(r.snapshot);
      } catch {
        // a version without a readable snapshot still names its row
      }
      out.push({
        entity: e.name,
        title: e.title,
        page: e.page ?? null,
        id: r.rowId,
        name: nameOf(e, snapshot) || r.rowId,
        time: r.createTime,
        action: r.action,
      });
      if (out.length === LATEST) break;
    }
    return out;
  }
}
