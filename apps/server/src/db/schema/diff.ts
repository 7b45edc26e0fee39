import type { TableSpec } from './spec.js';
import { typeClass } from './spec.js';

/** A table as the last generated migration left it; `managed: false` for tables created by hand migrations. */
export interface SnapshotTable extends TableSpec {
  readonly managed: boolean;
}
export type Snapshot = { tables: Record<string, SnapshotTable> };

export type Step =
  | { op: 'createTable'; spec: TableSpec }
  | { op: 'addColumn'; table: string; column: TableSpec['columns'][number] }
  | { op: 'createIndex'; table: string; index: TableSpec['indexes'][number] }
  | { op: 'dropIndex'; name: string };

/**
 * What a migration must do to bring the snapshot to the derived tables. Changes a generated migration cannot
 * make safely (a dropped or retyped column, a changed search index) are problems: a hand-written migration
 * makes them.
 */
export function diffSchema(snapshot: Snapshot, derived: readonly TableSpec[]): { steps: Step[]; problems: string[] } {
  const steps: Step[] = [];
  const problems: string[] = [];
  for (const spec of derived) {
    const old = snapshot.tables[spec.table];
    if (!old) {
      steps.push({ op: 'createTable', spec });
      continue;
    }
    const before = new Map(old.columns.map((c) => [c.name, c]));
    for (const c of spec.columns) {
      const prev = before.get(c.name);
      if (!prev) {
        if (c.notNull && c.default === undefined)
          problems.push(`${spec.table}.${c.name}: a new NOT NULL column needs a default`);
        else steps.push({ op: 'addColumn', table: spec.table, column: c });
      } else if (typeClass(prev.type) !== typeClass(c.type)) {
        problems.push(`${spec.table}.${c.name}: type ${prev.type} → ${c.type}`);
      }
    }
    for (const c of old.columns) {
      if (!spec.columns.some((n) => n.name === c.name)) problems.push(`${spec.table}.${c.name}: column removed`);
    }
    if (!old.managed) continue;
    const oldIdx = new Set(old.indexes.map((i) => i.name));
    const newIdx = new Set(spec.indexes.map((i) => i.name));
    for (const i of spec.indexes)
      if (!oldIdx.has(i.name)) steps.push({ op: 'createIndex', table: spec.table, index: i });
    for (const i of old.indexes) if (!newIdx.has(i.name)) steps.push({ op: 'dropIndex', name: i.name });
    if (old.textIndex.join() !== spec.textIndex.join()) problems.push(`${spec.table}: search index changed`);
  }
  return { steps, problems };
}

/** The snapshot once the steps ran: the derived tables (hand-made ones keep their flag and own indexes). */
export function nextSnapshot(snapshot: Snapshot, derived: readonly TableSpec[]): Snapshot {
  const tables: Record<string, SnapshotTable> = {};
  for (const spec of derived) {
    const old = snapshot.tables[spec.table];
    tables[spec.table] =
      old && !old.managed ? { ...spec, managed: false, indexes: old.indexes } : { ...spec, managed: true };
  }
  return { tables };
}
