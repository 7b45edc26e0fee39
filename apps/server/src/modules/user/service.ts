import { sysUser } from '@yunzhan/common/entities/system/index';
import { sql } from 'kysely';
import type { SessionContext } from '../../core/auth/session.js';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { AppContext } from '../../core/context.js';
import { chunksOf } from '../../core/crud/bulk-insert.js';
import type { Values } from '../../core/crud/input.js';
import type { Actor, AnyDb, EntityStore, Row } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { parseIds } from '../../core/ids.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { newId } from '../../core/time.js';
import { type Database, dynamic } from '../../db/index.js';
import type { PermissionService } from '../permission/service.js';

/** The account that may be neither deleted nor frozen. */

/** A role named by id that does not exist (or that the caller's data rules on 角色管理 hide). */
export const ROLES_NOT_FOUND = '所选角色不存在';
export const ADMIN_USERNAME = 'admin';
/** JeecgBoot's placeholder account for external users: never listed. */
export const RESERVED_USERNAME = '_reserve_user_external';
/** Most ids one request may name. */
export const MAX_IDS = 1000;

/** Fields checkOnlyUser may test: the unique fields of the schema, nothing else (no secret oracle). */
export const UNIQUE_FIELDS = Object.entries(sysUser.fields)
  .filter(([, f]) => f.unique && !f.sensitive)
  .map(([name]) => name);

/** Every readable column of a user row (the list's columns; never password or salt). */
export const USER_FIELDS = [...Object.keys(sysUser.fields), ...Object.keys(sysUser.auditFields)].filter(
  (n) => !sysUser.field(n)?.sensitive,
);

/** Comma text or an array of ids as distinct non-empty ids; too many or of another shape → 400. */
export const idList = (raw: unknown, what = 'ids', codes = false): string[] =>
  parseIds(raw, { max: MAX_IDS, what, codes });

/** A user to create: checked values, role ids and departments (the first becomes the current one). */
export interface NewUser {
  values: Values;
  roles: readonly string[];
  departs: readonly { id: string; orgCode: string }[];
}

/** The link tables between users and roles or departments (column names as in the database). */
const USER_LINKS = {
  role: { table: 'sys_user_role', target: 'role_id' },
  depart: { table: 'sys_user_depart', target: 'dep_id' },
} as const;

/**
 * User links and lookups shared by the user routes: roles and departments of users, department sub-trees,
 * session ends. Every method that writes takes the transaction it runs in.
 */
export class UserService {
  constructor(
    readonly ctx: AppContext,
    readonly permissions: PermissionService,
  ) {}

  get db(): AnyDb {
    return dynamic(this.ctx.db);
  }

  /** Existing departments (not deleted) of the tenant, in the order asked; an unknown id → business error. */
  async departsByIds(db: Database, ids: readonly string[], tenantId: number | null) {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('sysDepart')
      .select(['id', 'orgCode', 'departName'])
      .where('id', 'in', ids)
      .where('delFlag', '=', '0')
      .where('tenantId', '=', tenantId ?? DEFAULT_TENANT)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (ids.some((id) => !byId.has(id))) throw new ApiError('所选部门不存在或已删除');
    return ids.map((id) => byId.get(id) as (typeof rows)[number]);
  }

  /** Checks that every role id is a role of the tenant; an unknown id → business error. */
  async assertRoles(db: Database, ids: readonly string[], tenantId: number | null): Promise<void> {
    if (!ids.length) return;
    const rows = await db
      .selectFrom('sysRole')
      .select('id')
      .where('id', 'in', ids)
      .where('tenantId', '=', tenantId ?? DEFAULT_TENANT)
      .execute();
    if (rows.length !== ids.length) throw new ApiError(ROLES_NOT_FOUND);
  }

  /** A unique value held by any user, deleted ones included (the unique index covers the recycle bin too). */
  async holder(db: AnyDb, field: string, value: unknown, exceptId?: string): Promise<{ delFlag: number } | undefined> {
    let q = db
      .selectFrom('sys_user')
      .select(sql.ref<number>('del_flag').as('delFlag'))
      .where(sql.ref(sysUser.columnOf(field)), '=', value);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return q.limit(1).executeTakeFirst();
  }

  /** Refuses a value of a unique field another user (active or in the recycle bin) already holds. */
  async assertUnique(db: AnyDb, values: Record<string, unknown>, exceptId?: string): Promise<void> {
    for (const name of UNIQUE_FIELDS) {
      const value = values[name];
      if (value === null || value === undefined || value === '') continue;
      const hit = await this.holder(db, name, value, exceptId);
      if (hit) {
        const label = sysUser.fields[name as keyof typeof sysUser.fields].label;
        throw new ApiError(hit.delFlag === 1 ? `${label}已存在（在回收站中）` : `${label}已存在`);
      }
    }
  }

  /**
   * Makes the user's links to roles or departments exactly `ids` (inserting and deleting only the difference).
   * Answers whether anything changed.
   */
  async setLinks(db: Database, userId: string, kind: 'role' | 'depart', ids: readonly string[]): Promise<boolean> {
    const d = db;
    const existing =
      kind === 'role'
        ? (await d.selectFrom('sysUserRole').select('roleId as x').where('userId', '=', userId).execute()).map(
            (r) => r.x,
          )
        : (await d.selectFrom('sysUserDepart').select('depId as x').where('userId', '=', userId).execute()).map(
            (r) => r.x,
          );
    const want = new Set(ids);
    const drop = existing.filter((x) => !want.has(x));
    const add = ids.filter((x) => !existing.includes(x));
    if (kind === 'role') {
      if (drop.length)
        await d.deleteFrom('sysUserRole').where('userId', '=', userId).where('roleId', 'in', drop).execute();
      if (add.length)
        await d
          .insertInto('sysUserRole')
          .values(add.map((roleId) => ({ id: newId(), userId, roleId })))
          .execute();
    } else {
      if (drop.length)
        await d.deleteFrom('sysUserDepart').where('userId', '=', userId).where('depId', 'in', drop).execute();
      if (add.length)
        await d
          .insertInto('sysUserDepart')
          .values(add.map((depId) => ({ id: newId(), userId, depId })))
          .execute();
    }
    return drop.length > 0 || add.length > 0;
  }

  /** Every value of a unique field some users hold (deleted ones included), with their delFlag; for imports. */
  async holders(db: AnyDb, field: string, values: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const column = sysUser.columnOf(field);
    const distinct = [...new Set(values)];
    for (let i = 0; i < distinct.length; i += 500) {
      const rows = await db
        .selectFrom('sys_user')
        .select([sql.ref<string>(column).as('value'), sql.ref<number>('del_flag').as('delFlag')])
        .where(sql.ref(column), 'in', distinct.slice(i, i + 500))
        .execute();
      for (const r of rows) if (out.get(String(r.value)) !== 0) out.set(String(r.value), Number(r.delFlag));
    }
    return out;
  }

  /**
   * Inserts new users (add and import) with status normal, one password hash and their role and department
   * links, in multi-row statements; the first department is the current one. `changeRequired`: the users must
   * change the password at their first login.
   */
  async createUsers(
    trx: AnyDb,
    store: EntityStore,
    actor: Actor,
    users: readonly NewUser[],
    password: { hash: string; changeRequired: boolean },
  ): Promise<{ id: string; row: Values }[]> {
    const rows: Values[] = users.map((u) => ({
      ...u.values,
      password: password.hash,
      salt: null,
      status: 1,
      orgCode: u.departs[0]?.orgCode ?? null,
    }));
    const ids = await store.insertMany(trx, actor, rows, {
      password_change_required: password.changeRequired ? 1 : 0,
    });
    for (const kind of ['role', 'depart'] as const) {
      const { table, target } = USER_LINKS[kind];
      const links = users.flatMap((u, i) =>
        (kind === 'role' ? u.roles : u.departs.map((d) => d.id)).map((t) => ({
          id: newId(),
          user_id: ids[i],
          [target]: t,
        })),
      );
      for (const chunk of chunksOf(links)) await trx.insertInto(table).values(chunk).execute();
    }
    return ids.map((id, i) => ({ id, row: rows[i] }));
  }

  /** Adds users to a role or a department (links that exist already are kept). Answers how many were added. */
  async addLinks(db: AnyDb, kind: 'role' | 'depart', targetId: string, userIds: readonly string[]): Promise<number> {
    const { table, target } = USER_LINKS[kind];
    const existing = await db
      .selectFrom(table)
      .select('user_id as userId')
      .where(target, '=', targetId)
      .where('user_id', 'in', userIds)
      .execute();
    const have = new Set(existing.map((r) => String(r.userId)));
    const add = userIds.filter((u) => !have.has(u));
    if (add.length) {
      await db
        .insertInto(table)
        .values(add.map((userId) => ({ id: newId(), user_id: userId, [target]: targetId })))
        .execute();
    }
    return add.length;
  }

  async roleIdsOf(userId: string, db: Database = this.ctx.db): Promise<string[]> {
    const rows = await db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute();
    return rows.map((r) => r.roleId);
  }

  /** The departments (not deleted) of the tenant the users are in, in tree order. */
  async departsOfUsers(userIds: readonly string[], tenantId: number | null) {
    if (!userIds.length) return [];
    return this.ctx.db
      .selectFrom('sysDepart as d')
      .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
      .select(['ud.userId', 'd.id', 'd.departName', 'd.orgCode'])
      .where('ud.userId', 'in', userIds)
      .where('d.delFlag', '=', '0')
      .where('d.tenantId', '=', tenantId ?? DEFAULT_TENANT)
      .orderBy('d.orgCode')
      .execute();
  }

  /** The user's departments in the tenant. */
  departsOf(userId: string, tenantId: number | null) {
    return this.departsOfUsers([userId], tenantId);
  }

  /** Names of the enabled sites the user's roles give (role-to-site). */
  async siteNamesOf(userId: string): Promise<string[]> {
    const rows = await this.ctx.db
      .selectFrom('sysSite as s')
      .select('s.name')
      .where('s.delFlag', '=', 0)
      .where('s.id', 'in', (eb) =>
        eb
          .selectFrom('sysRoleSite as rs')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rs.roleId')
          .select('rs.siteId')
          .where('ur.userId', '=', userId),
      )
      .orderBy('s.sortNo')
      .execute();
    return rows.map((r) => r.name);
  }

  /** Department names per user id, comma-joined. */
  async departNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    if (!userIds.length) return out;
    const rows = await this.ctx.db
      .selectFrom('sysUserDepart as ud')
      .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select(['ud.userId', 'd.departName'])
      .where('ud.userId', 'in', [...new Set(userIds)])
      .where('d.delFlag', '=', '0')
      .orderBy('d.orgCode')
      .execute();
    for (const r of rows) {
      const prev = out.get(r.userId);
      out.set(r.userId, prev ? `${prev},${r.departName}` : r.departName);
    }
    return out;
  }

  /** Adds `orgCodeTxt` (department names) to user rows. */
  async addOrgCodeTxt(rows: Row[]): Promise<void> {
    const names = await this.departNames(rows.map((r) => String(r.id)));
    for (const r of rows) r.orgCodeTxt = names.get(String(r.id)) ?? '';
  }

  /** The org code of a department that is not deleted. */
  async orgCodeOf(departId: string): Promise<string | undefined> {
    const row = await this.ctx.db
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('id', '=', departId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    return row?.orgCode;
  }

  /** Ids of the users of a department and of its sub-departments (org-code prefix), as a sub-query. */
  usersUnder(orgCode: string) {
    return this.db
      .selectFrom('sys_user_depart as ud')
      .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
      .select('ud.user_id')
      .where('d.del_flag', '=', '0')
      .where(sql<boolean>`d.org_code like ${likePattern('right_like', orgCode)} escape ${sql.lit(LIKE_ESCAPE)}`);
  }

  /** Refuses to delete or freeze the signed-in user or the admin account. */
  assertNotProtected(rows: readonly Row[], session: SessionContext, verb: '删除' | '冻结'): void {
    if (rows.some((r) => r.id === session.userId)) throw new ApiError(`不能${verb}当前登录用户`);
    if (rows.some((r) => r.username === ADMIN_USERNAME)) throw new ApiError(`不能${verb}超级管理员账号`);
  }

  /** Ends every session of some users at once (freeze, delete, password reset); call after the commit. */
  async endSessions(userIds: readonly string[]): Promise<void> {
    for (const id of userIds) await this.ctx.sessions.revokeUser(id);
  }

  /** Ends the users' sessions inside a write transaction (the engine's delete). */
  async endSessionsIn(db: Database, userIds: readonly string[]): Promise<void> {
    if (!userIds.length) return;
    await db.deleteFrom('sysSession').where('userId', 'in', userIds).execute();
    for (const id of userIds) this.ctx.sessions.forgetUser(id);
  }

  /** Removes everything linked to users that leave the recycle bin for good. */
  async purgeLinks(db: Database, userIds: readonly string[]): Promise<void> {
    await db.deleteFrom('sysUserRole').where('userId', 'in', userIds).execute();
    await db.deleteFrom('sysUserDepart').where('userId', 'in', userIds).execute();
    await db.deleteFrom('sysDepartRoleUser').where('userId', 'in', userIds).execute();
    await db.deleteFrom('sysSession').where('userId', 'in', userIds).execute();
  }
}
