import { sysDepart } from '@yunzhan/common/entities/system/index';
import { sql } from 'kysely';
import type { SessionContext } from '../../core/auth/session.js';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { CodeOrName } from '../../core/crud/import-lookup.js';
import type { Values } from '../../core/crud/input.js';
import { OPERATE } from '../../core/crud/oplog.js';
import type { Actor, AnyDb, EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { buildTree as nestRows } from '../../core/tree.js';
import { maxSegment, nextCodeSegment } from '../../core/tree-code.js';
import type { UnitOfWork, WriteOrigin } from '../../core/unit-of-work.js';
import type { Database, DialectName } from '../../db/index.js';
import type { SysDepart } from '../../db/types.js';

/** A department node of the tree endpoints (contract §7.4): all columns plus key, value, title, isLeaf, children. */
export interface DepartNode extends SysDepart {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartNode[] | null;
}

export interface IdNode {
  key: string;
  value: string;
  title: string;
  children: IdNode[];
}

/** Where a request comes from, for the operation log. */
export interface Origin {
  session: SessionContext;
  ip: string;
  method: string;
  url: string;
}

const writeOrigin = ({ session, ip, method, url }: Origin): WriteOrigin => ({
  username: session.username,
  realname: session.realname,
  ip,
  method,
  url,
});

const ACTIVE = '0';

/** The next sibling org code segment after `max` (contract §6): A01 … A99, B01 … Z99; `undefined` → A01. */
export const nextSegment = (max: string | undefined): string => nextCodeSegment(max, '同级部门数量已达上限');

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

const toNode = (d: SysDepart, isLeaf: boolean): DepartNode => ({
  ...d,
  key: d.id,
  value: d.id,
  title: d.departName,
  isLeaf,
  children: null,
});

/** Departments in sibling order as a tree (see `core/tree.ts`). */
export function buildTree(rows: readonly SysDepart[]): DepartNode[] {
  return nestRows(
    rows,
    (r) => r.id,
    (r) => r.parentId,
    toNode,
  );
}

export function idTree(nodes: readonly DepartNode[]): IdNode[] {
  return nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, children: idTree(n.children ?? []) }));
}

/** The org code the next department of a tenant under the parent with code `prefix` ('' = at the top) gets. */
export async function nextOrgCode(db: AnyDb, prefix: string, tenantId: number): Promise<string> {
  const siblings = await (db as Database)
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('tenantId', '=', tenantId)
    .where(sql<boolean>`org_code like ${likePattern('right_like', prefix)} escape ${sql.lit(LIKE_ESCAPE)}`)
    .where(sql<boolean>`length(org_code) = ${prefix.length + 3}`)
    .execute();
  const max = maxSegment(
    siblings.map((s) => s.orgCode),
    prefix,
  );
  return prefix + nextSegment(max);
}

/**
 * Inserts a department under `parent` (or at the top) in a write transaction (add and import): its org code is
 * the next after the largest sibling code, its level (`orgType`) the code's depth.
 */
export async function insertDepart(
  trx: AnyDb,
  store: EntityStore,
  actor: Actor,
  values: Values,
  parent: { id: string; orgCode: string } | null,
): Promise<{ id: string; orgCode: string; row: Values }> {
  const orgCode = await nextOrgCode(trx, parent?.orgCode ?? '', actor.tenantId ?? DEFAULT_TENANT);
  const row: Values = {
    ...values,
    parentId: parent?.id ?? null,
    orgCode,
    orgType: String(orgCode.length / 3),
    delFlag: ACTIVE,
  };
  const id = await store.insert(trx, actor, row);
  return { id, orgCode, row };
}

/** Active departments by org code or unique name, for import cells that name departments (`what`: the column). */
export async function departsByCodeOrName(trx: AnyDb, what: string, tenantId: number | undefined) {
  const rows = await trx
    .selectFrom('sys_depart')
    .select(['id', 'org_code as orgCode', 'depart_name as name'])
    .where('del_flag', '=', ACTIVE)
    .where('tenant_id', '=', tenantId ?? DEFAULT_TENANT)
    .execute();
  return new CodeOrName<{ id: string; orgCode: string; code: string; name: string }>(
    rows.map((r) => ({ ...r, code: r.orgCode })),
    (d) => d.orgCode,
    (d) => d.name,
    what,
  );
}

export class DepartService {
  constructor(
    private readonly db: Database,
    private readonly dialect: DialectName,
    private readonly store: EntityStore,
    private readonly uow: UnitOfWork,
  ) {}

  /** The tenant's departments, not deleted (every read of a request is inside its tenant). */
  private active(tenantId: number) {
    return this.db.selectFrom('sysDepart').selectAll().where('delFlag', '=', ACTIVE).where('tenantId', '=', tenantId);
  }

  /** Every department of the tenant, not deleted, in sibling order. */
  all(tenantId: number): Promise<SysDepart[]> {
    return this.active(tenantId).orderBy('departOrder').orderBy('orgCode').execute();
  }

  async tree(tenantId: number): Promise<DepartNode[]> {
    return buildTree(await this.all(tenantId));
  }

  /** One level: the children of `pid`, or the roots; `isLeaf` and `hasChildren` (tree table) from a child count. */
  async level(tenantId: number, pid: string | undefined): Promise<Array<DepartNode & { hasChildren: boolean }>> {
    let qb = this.active(tenantId);
    qb = pid
      ? qb.where('parentId', '=', pid)
      : qb.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')]));
    const rows = await qb.orderBy('departOrder').orderBy('orgCode').execute();
    if (!rows.length) return [];
    const parents = new Set(
      (
        await this.db
          .selectFrom('sysDepart')
          .select('parentId')
          .distinct()
          .where('delFlag', '=', ACTIVE)
          .where(
            'parentId',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      ).map((r) => r.parentId),
    );
    return rows.map((r) => ({ ...toNode(r, !parents.has(r.id)), hasChildren: parents.has(r.id) }));
  }

  /** Departments whose name contains `keyword` (escaped), optionally limited to org-code prefixes. */
  async search(tenantId: number, keyword: string, prefixes?: readonly string[]): Promise<DepartNode[]> {
    const like = sql.raw(this.dialect === 'postgres' ? 'ilike' : 'like');
    const esc = sql.lit(LIKE_ESCAPE);
    let qb = this.active(tenantId).where(
      sql<boolean>`depart_name ${like} ${likePattern('like', keyword)} escape ${esc}`,
    );
    if (prefixes) {
      if (!prefixes.length) return [];
      qb = qb.where((eb) =>
        eb.or(prefixes.map((p) => sql<boolean>`org_code like ${likePattern('right_like', p)} escape ${esc}`)),
      );
    }
    const rows = await qb.orderBy('departOrder').orderBy('orgCode').limit(1000).execute();
    return rows.map((r) => toNode(r, true));
  }

  /** Org codes of the departments a user is in charge of (sys_user.depart_ids), top-most only. */
  async managedCodes(userId: string, tenantId: number): Promise<string[]> {
    const user = await this.db.selectFrom('sysUser').select('departIds').where('id', '=', userId).executeTakeFirst();
    const ids = (user?.departIds ?? '').split(',').filter(Boolean);
    if (!ids.length) return [];
    const codes = (await this.active(tenantId).where('id', 'in', ids).execute()).map((d) => d.orgCode);
    return codes.filter((c) => !codes.some((o) => o !== c && c.startsWith(o)));
  }

  /** The departments a user is in charge of and everything below them, as a tree. */
  async managedTree(userId: string, tenantId: number): Promise<DepartNode[]> {
    const codes = await this.managedCodes(userId, tenantId);
    if (!codes.length) return [];
    const esc = sql.lit(LIKE_ESCAPE);
    const rows = await this.active(tenantId)
      .where((eb) => eb.or(codes.map((p) => sql<boolean>`org_code like ${likePattern('right_like', p)} escape ${esc}`)))
      .orderBy('departOrder')
      .orderBy('orgCode')
      .execute();
    return buildTree(rows);
  }

  /** For each department (by id or org code): its ancestors' ids from the top, and their rows. */
  async parentChains(tenantId: number, field: 'id' | 'orgCode', values: readonly string[]) {
    const all = new Map((await this.all(tenantId)).map((d) => [d.id, d]));
    const byCode = new Map([...all.values()].map((d) => [d.orgCode, d]));
    const out: Record<string, { parentIds: string[]; parentMap: Record<string, SysDepart> }> = {};
    for (const v of values) {
      const chain = { parentIds: [] as string[], parentMap: {} as Record<string, SysDepart> };
      let d = field === 'id' ? all.get(v) : byCode.get(v);
      const seen = new Set<string>();
      while (d?.parentId && !seen.has(d.parentId)) {
        seen.add(d.parentId);
        const parent = all.get(d.parentId);
        if (!parent) break;
        chain.parentIds.unshift(parent.id);
        chain.parentMap[parent.id] = parent;
        d = parent;
      }
      out[v] = chain;
    }
    return out;
  }

  /**
   * Adds a department under `parentId` (or at the top): a parent outside the actor's data rules is a missing one. A
   * concurrent add taking the same code makes the unique index refuse the insert; the whole transaction is then
   * retried.
   */
  async add(values: Values, parentId: string | null, origin: Origin, actor: Actor): Promise<SysDepart> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.uow.run(writeOrigin(origin), async ({ trx, log }) => {
          let parent: { id: string; orgCode: string } | null = null;
          if (parentId) {
            const found = await trx
              .selectFrom('sysDepart')
              .select(['id', 'orgCode'])
              .where('id', '=', parentId)
              .where('delFlag', '=', ACTIVE)
              .executeTakeFirst();
            if (!found || !(await this.store.get(actor, parentId, trx))) throw new ApiError('上级部门不存在');
            parent = found;
          }
          const { id, row } = await insertDepart(trx, this.store, actor, values, parent);
          await log(sysDepart, OPERATE.add, [{ id, after: row }]);
          return (await trx
            .selectFrom('sysDepart')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow()) as SysDepart;
        });
      } catch (err) {
        if (attempt < 5 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  /**
   * Deletes departments and everything below them, with their user links, department permissions and
   * department roles (and those roles' users and permissions), in one transaction (contract §7.4). The named ones
   * are those inside the actor's data rules (others are as missing); so must be everything below them.
   */
  async remove(ids: readonly string[], origin: Origin, actor: Actor): Promise<number> {
    return this.uow.run(writeOrigin(origin), async ({ trx, log }) => {
      const named = new Set((await this.store.getMany(actor, ids, trx)).map((r) => String(r.id)));
      const rows = await trx.selectFrom('sysDepart').select(['id', 'parentId']).execute();
      const children = new Map<string, string[]>();
      for (const r of rows) {
        if (!r.parentId) continue;
        const list = children.get(r.parentId) ?? [];
        list.push(r.id);
        children.set(r.parentId, list);
      }
      const all = new Set<string>();
      const queue = ids.filter((id) => named.has(id));
      if (!queue.length) throw new ApiError('未找到对应实体');
      while (queue.length) {
        const id = queue.shift() as string;
        if (all.has(id)) continue;
        all.add(id);
        queue.push(...(children.get(id) ?? []));
      }
      const list = [...all];
      if ((await this.store.getMany(actor, list, trx)).length !== list.length) {
        throw new ApiError('该部门下有无权删除的下级部门');
      }
      const before = await trx.selectFrom('sysDepart').selectAll().where('id', 'in', list).execute();
      const roleIds = (await trx.selectFrom('sysDepartRole').select('id').where('departId', 'in', list).execute()).map(
        (r) => r.id,
      );
      if (roleIds.length) {
        await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', roleIds).execute();
        await trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', roleIds).execute();
        await trx.deleteFrom('sysDepartRole').where('id', 'in', roleIds).execute();
      }
      await trx.deleteFrom('sysDepartRolePermission').where('departId', 'in', list).execute();
      await trx.deleteFrom('sysDepartPermission').where('departId', 'in', list).execute();
      await trx.deleteFrom('sysUserDepart').where('depId', 'in', list).execute();
      await trx.deleteFrom('sysDepart').where('id', 'in', list).execute();
      await log(
        sysDepart,
        OPERATE.delete,
        before.map((b) => ({ id: b.id, before: { ...b } })),
      );
      return list.length;
    });
  }

  /** Users linked to a department (not deleted), without secrets. */
  usersOf(departId: string) {
    return this.db
      .selectFrom('sysUser as u')
      .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
      .select([
        'u.id',
        'u.username',
        'u.realname',
        'u.avatar',
        'u.sex',
        'u.email',
        'u.phone',
        'u.orgCode',
        'u.status',
        'u.workNo',
        'u.post',
        'u.telephone',
        'u.userIdentity',
        'u.createTime',
      ])
      .where('ud.depId', '=', departId)
      .where('u.delFlag', '=', 0)
      .orderBy('u.username')
      .execute();
  }
}
