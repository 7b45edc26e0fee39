import { type CategoryNode, sysCategory } from '@yunzhan/common/entities/system/index';
import { CodeOrName } from '../../core/crud/import-lookup.js';
import type { Values } from '../../core/crud/input.js';
import { OPERATE } from '../../core/crud/oplog.js';
import type { Actor, EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { maxSegment, nextCodeSegment } from '../../core/tree-code.js';
import type { UnitOfWork, WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';
import type { SysCategory } from '../../db/types.js';

/** `pid` of the top rows (contract §6). */
export const ROOT_PID = '0';
/** The columns `loadOne` may look a row up by. */
export const LOAD_ONE_FIELDS = ['id', 'code', 'name'] as const;
/** The columns a `condition` of loadTreeData may filter on. */
export const CONDITION_FIELDS = ['code', 'name'] as const;
/** Deeper than any real category tree: the full-subtree load stops here. */
const MAX_DEPTH = 20;

export const toNode = (r: SysCategory): CategoryNode => {
  const isLeaf = r.hasChild !== '1';
  return {
    key: r.id,
    value: r.id,
    title: r.name,
    label: r.name,
    name: r.name,
    code: r.code ?? '',
    parentId: r.pid ?? ROOT_PID,
    leaf: isLeaf ? 1 : 0,
    isLeaf,
  };
};

/** The code the next category under `parent` (null: a top row) gets: the parent's code and the next segment. */
export async function nextCategoryCode(db: Database, parent: { id: string; code: string } | null): Promise<string> {
  const prefix = parent?.code ?? '';
  const siblings = await db
    .selectFrom('sysCategory')
    .select('code')
    .where('pid', '=', parent?.id ?? ROOT_PID)
    .execute();
  const max = maxSegment(
    siblings.map((s) => s.code ?? ''),
    prefix,
  );
  return prefix + nextCodeSegment(max, '同级分类数量已达上限');
}

/** Writes a category under `parent` (null: a top row) with the next code of its level; the parent gets `hasChild`. */
export async function insertCategory(
  trx: Database,
  store: EntityStore,
  actor: Actor,
  values: Values,
  parent: { id: string; code: string } | null,
): Promise<{ id: string; code: string; row: Values }> {
  const pid = parent?.id ?? ROOT_PID;
  const code = await nextCategoryCode(trx, parent);
  const row: Values = { ...values, pid, code, hasChild: '0' };
  const id = await store.insert(trx, actor, row);
  if (parent) await trx.updateTable('sysCategory').set({ hasChild: '1' }).where('id', '=', parent.id).execute();
  return { id, code, row };
}

/** Every category by code or name (import: parents named in a file). */
export async function categoriesByCodeOrName(trx: Database, what: string) {
  const rows = await trx.selectFrom('sysCategory').select(['id', 'code', 'name']).execute();
  return new CodeOrName(
    rows.map((r) => ({ id: r.id, code: r.code ?? '', name: r.name })),
    (r) => r.code,
    (r) => r.name,
    what,
  );
}

/** The category dictionary: its generated codes, the `hasChild` flags and the tree loaders. */
export class CategoryService {
  constructor(
    private readonly db: Database,
    private readonly store: EntityStore,
    private readonly uow: UnitOfWork,
  ) {}

  private rows(db: Database = this.db) {
    return db.selectFrom('sysCategory').selectAll().orderBy('code').orderBy('id');
  }

  /** Children of `pid` in code order, optionally filtered by equality conditions. */
  async children(pid: string, conditions: readonly [string, string | number][] = []): Promise<CategoryNode[]> {
    let qb = this.rows().where('pid', '=', pid);
    for (const [column, value] of conditions) {
      qb = qb.where(column === 'code' ? 'code' : 'name', '=', String(value));
    }
    return (await qb.limit(5000).execute()).map(toNode);
  }

  /** The id of the node whose code is `pcode`; '0' (or empty) is the root. */
  async idOfCode(pcode: string): Promise<string> {
    if (!pcode || pcode === ROOT_PID) return ROOT_PID;
    const rows = await this.db.selectFrom('sysCategory').select('id').where('code', '=', pcode).limit(2).execute();
    if (rows.length !== 1) throw new ApiError(`该编码【${pcode}】不存在，请核实!`);
    return rows[0].id;
  }

  /** Children of `pid` with their whole subtrees (`loadTreeRoot?async=false`). */
  async subtree(pid: string, depth = 0): Promise<CategoryNode[]> {
    const nodes = await this.children(pid);
    if (depth >= MAX_DEPTH) return nodes;
    for (const n of nodes) if (!n.isLeaf) n.children = await this.subtree(n.key, depth + 1);
    return nodes;
  }

  /** Exactly one row whose `field` equals `val`. */
  async loadOne(field: (typeof LOAD_ONE_FIELDS)[number], val: string): Promise<SysCategory> {
    const rows = await this.rows().where(field, '=', val).limit(2).execute();
    if (!rows.length) throw new ApiError('查询无果');
    if (rows.length > 1) throw new ApiError(`查询数据异常,[${field}]存在多个值:${val}`);
    return rows[0];
  }

  /** Names of the ids: in database order without the unknown ones, or (keepUnknown) in input order echoing them. */
  async names(ids: readonly string[], keepUnknown: boolean): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('sysCategory').select(['id', 'name']).where('id', 'in', ids).execute();
    if (!keepUnknown) return rows.map((r) => r.name);
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return ids.map((id) => byId.get(id) ?? id);
  }

  /** `[{value: id, text: name}]` of every row whose code starts with `code` ('0' = all). */
  async allUnder(code: string) {
    let qb = this.rows();
    if (code && code !== ROOT_PID) qb = qb.where('code', 'like', `${code.replace(/[%_\\]/g, '')}%`);
    return (await qb.limit(5000).execute()).map((r) => ({ value: r.id, text: r.name }));
  }

  /** Whether a category id exists (field kinds that hold one). */
  async exists(id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('sysCategory').select('id').where('id', '=', id).executeTakeFirst());
  }

  /**
   * Adds a category under `pid` ('0' = top): the code is the parent's code plus the next sibling segment, and the
   * parent is marked as having children. A parent outside the actor's data rules is a missing one.
   */
  async add(values: Values, pid: string, actor: Actor, origin: WriteOrigin): Promise<string> {
    return this.uow.run(origin, async ({ trx, log }) => {
      let parent: { id: string; code: string } | null = null;
      if (pid !== ROOT_PID) {
        const found = await trx
          .selectFrom('sysCategory')
          .select(['id', 'code'])
          .where('id', '=', pid)
          .executeTakeFirst();
        if (!found || !(await this.store.get(actor, pid, trx))) throw new ApiError('父级节点不存在');
        parent = { id: found.id, code: found.code ?? '' };
      }
      const { id, row } = await insertCategory(trx, this.store, actor, values, parent);
      await log(sysCategory, OPERATE.add, [{ id, after: row }]);
      return id;
    });
  }

  /** Before rows are deleted: parents left without children lose their flag. */
  async releaseParents(trx: Database, ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const rows = await trx.selectFrom('sysCategory').select('pid').where('id', 'in', ids).execute();
    const parents = [...new Set(rows.map((r) => r.pid).filter((p): p is string => !!p && p !== ROOT_PID))];
    for (const parent of parents) {
      const left = await trx
        .selectFrom('sysCategory')
        .select('id')
        .where('pid', '=', parent)
        .where('id', 'not in', ids)
        .limit(1)
        .executeTakeFirst();
      if (!left) await trx.updateTable('sysCategory').set({ hasChild: '0' }).where('id', '=', parent).execute();
    }
  }
}
