import type { EntityDef } from '@yunzhan/common/entities/index';
import type { RowVersion as VersionEntry } from '@yunzhan/common/entities/versions';
import { formatDateTime, newId } from '../time.js';
import type { AnyDb, Row } from './store.js';

export type { VersionEntry };

/** Version-history buttons of a versioned entity: permission action → button name. */
export const VERSION_ACTIONS = { versions: '版本历史', restoreVersion: '恢复版本' } as const;

/** The stored fields of a row (no lines, links or secrets): what a version keeps and a restore writes back. */
const keptFields = (entity: EntityDef) => entity.columnFields.filter((n) => !entity.fields[n].sensitive);

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * Writes a version of each changed row (called by the unit of work with the operation log, in the same
 * transaction): the row's fields after the change and the fields that differ from before. An edit that changed
 * nothing adds no version.
 */
export async function writeVersions(
  trx: AnyDb,
  entity: EntityDef,
  changes: readonly { id: string; before?: Row; after?: Row }[],
  action: string,
  who: { username: string; realname: string | null },
): Promise<void> {
  const fields = keptFields(entity);
  for (const c of changes) {
    if (!c.after) continue;
    const snapshot: Row = {};
    const diff: Record<string, [unknown, unknown]> = {};
    for (const f of fields) {
      const after = Object.hasOwn(c.after, f) ? c.after[f] : (c.before?.[f] ?? null);
      snapshot[f] = after ?? null;
      if (!same(c.before?.[f], after)) diff[f] = [c.before?.[f] ?? null, after ?? null];
    }
    if (c.before && !Object.keys(diff).length) continue;
    const last = await trx
      .selectFrom('sys_row_version')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('table_name', '=', entity.table)
      .where('row_id', '=', c.id)
      .executeTakeFirst();
    await trx
      .insertInto('sys_row_version')
      .values({
        id: newId(),
        table_name: entity.table,
        row_id: c.id,
        site_id: (c.after.siteId ?? c.before?.siteId ?? null) as string | null,
        version: Number(last?.v ?? 0) + 1,
        action: action.slice(0, 64),
        snapshot: JSON.stringify(snapshot),
        changes: JSON.stringify(diff),
        create_by: who.username.slice(0, 100),
        create_name: who.realname?.slice(0, 100) ?? null,
        create_time: formatDateTime(),
      })
      .execute();
  }
}

/** The versions of a row, newest first (at most `limit`). */
export async function versionsOf(db: AnyDb, entity: EntityDef, rowId: string, limit = 200): Promise<VersionEntry[]> {
  const rows = await db
    .withoutPlugins()
    .selectFrom('sys_row_version')
    .select(['id', 'version', 'action', 'changes', 'create_by', 'create_name', 'create_time'])
    .where('table_name', '=', entity.table)
    .where('row_id', '=', rowId)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    version: Number(r.version),
    action: String(r.action),
    createBy: (r.create_by as string | null) ?? null,
    createName: (r.create_name as string | null) ?? null,
    createTime: String(r.create_time),
    changes: Object.entries(JSON.parse(String(r.changes ?? '{}')) as Record<string, [unknown, unknown]>).map(
      ([field, [before, after]]) => ({ field, label: entity.field(field)?.label ?? field, before, after }),
    ),
  }));
}

/** The stored fields of one version of a row, or undefined when the row has no such version. */
export async function versionSnapshot(db: AnyDb, entity: EntityDef, rowId: string, versionId: string) {
  const row = await db
    .withoutPlugins()
    .selectFrom('sys_row_version')
    .select(['version', 'snapshot'])
    .where('id', '=', versionId)
    .where('table_name', '=', entity.table)
    .where('row_id', '=', rowId)
    .executeTakeFirst();
  if (!row) return undefined;
  const snapshot = JSON.parse(String(row.snapshot)) as Row;
  const values = Object.fromEntries(
    keptFields(entity)
      .filter((f) => f in snapshot)
      .map((f) => [f, snapshot[f]]),
  );
  return { version: Number(row.version), values };
}
