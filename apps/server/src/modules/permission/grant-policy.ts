import { sysDepart, sysDepartRole, sysRole, sysUser } from '@yunzhan/common/entities/system/index';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor, visibleRow } from '../../core/crud/actor.js';
import type { Actor, CrudDeps, Row } from '../../core/crud/contracts.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { type Database, dynamic } from '../../db/index.js';
import { ADMIN_ROLE_CODE } from '../role/service.js';
import { ADMIN_USERNAME } from '../user/service.js';
import type { PermissionService } from './service.js';

export const ROLE_NOT_HELD = '不能授予自己没有的角色';
export const PERMISSION_NOT_HELD = '不能授予自己没有的权限';
export const ADMIN_USER_PROTECTED = '不能修改超级管理员账号';
export const ADMIN_ROLE_PROTECTED = '不能修改超级管理员角色';
export const SITE_NOT_HELD = '不能分配自己没有的站点';
export const USERS_NOT_FOUND = '所选用户不存在或已删除';
export const ROLE_NOT_FOUND = '角色不存在';
export const DEPART_NOT_FOUND = '部门不存在';
export const DEPART_ROLES_NOT_FOUND = '部门角色不存在';
/** Who holds it may grant roles it does not hold itself (never the admin role). */
const ROLE_AUTHORIZE = 'system:role:authorize';

/**
 * Who may change whom (docs/security/data-rules.md): nobody grants a role or a permission it does not hold (the
 * role-authorisation permission lifts the rule for roles, but not for the admin role), nobody but admin changes
 * the admin account or the admin role, and users named by id are those the actor's data rules on the user list
 * show — any other id is a user that does not exist.
 */
export class GrantPolicy {
  constructor(
    private readonly crud: Pick<CrudDeps, 'db' | 'stores' | 'dataRules' | 'ruleUser'>,
    private readonly permissions: Pick<PermissionService, 'grantedCodes' | 'grantedRows'>,
  ) {}

  private isAdmin(s: SessionContext): boolean {
    return s.username === ADMIN_USERNAME;
  }

  /** Refuses roles the target does not hold yet (`current`) that the actor may not grant. */
  async assertRoles(
    s: SessionContext,
    roleIds: readonly string[],
    current: readonly string[] = [],
    db: Database = this.crud.db,
  ) {
    const added = roleIds.filter((id) => !current.includes(id));
    if (!added.length || this.isAdmin(s)) return;
    const held = new Set(
      (await db.selectFrom('sysUserRole').select('roleId').where('userId', '=', s.userId).execute()).map(
        (r) => r.roleId,
      ),
    );
    const unheld = added.filter((id) => !held.has(id));
    if (!unheld.length) return;
    const adminRole = await db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', ADMIN_ROLE_CODE)
      .where('id', 'in', unheld)
      .executeTakeFirst();
    if (adminRole || !(await this.permissions.grantedCodes(s, db)).has(ROLE_AUTHORIZE)) {
      throw new ApiError(ROLE_NOT_HELD);
    }
  }

  /** The same rule for department roles. */
  async assertDepartRoles(
    s: SessionContext,
    roleIds: readonly string[],
    current: readonly string[],
    db: Database = this.crud.db,
  ) {
    const added = roleIds.filter((id) => !current.includes(id));
    if (!added.length || this.isAdmin(s)) return;
    const held = new Set(
      (await db.selectFrom('sysDepartRoleUser').select('droleId').where('userId', '=', s.userId).execute()).map(
        (r) => r.droleId,
      ),
    );
    if (added.every((id) => held.has(id))) return;
    if (!(await this.permissions.grantedCodes(s, db)).has(ROLE_AUTHORIZE)) throw new ApiError(ROLE_NOT_HELD);
  }

  /** Refuses permissions (menu and button ids) being added that the actor does not hold itself. */
  async assertPermissions(s: SessionContext, added: readonly string[], db: Database = this.crud.db) {
    if (!added.length || this.isAdmin(s)) return;
    const held = new Set((await this.permissions.grantedRows(s, db)).map((r) => r.id));
    if (added.some((id) => !held.has(id))) throw new ApiError(PERMISSION_NOT_HELD);
  }

  /** Refuses sites being given to a role that the actor cannot work on itself. */
  async assertSites(s: SessionContext, added: readonly string[]) {
    if (!added.length || this.isAdmin(s)) return;
    const held = new Set(
      (
        await this.crud.db
          .selectFrom('sysRoleSite as rs')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rs.roleId')
          .select('rs.siteId')
          .where('ur.userId', '=', s.userId)
          .execute()
      ).map((r) => r.siteId),
    );
    if (added.some((id) => !held.has(id))) throw new ApiError(SITE_NOT_HELD);
  }

  /** The admin account is changed by admin only. */
  assertNotAdminUser(s: SessionContext, rows: readonly Row[]) {
    if (!this.isAdmin(s) && rows.some((r) => r.username === ADMIN_USERNAME)) throw new ApiError(ADMIN_USER_PROTECTED);
  }

  /** The admin role (its grants, members, data rules and sites) is changed by admin only. */
  async assertNotAdminRole(s: SessionContext, roleId: string, db: Database = this.crud.db) {
    if (this.isAdmin(s)) return;
    const role = await db.selectFrom('sysRole').select('roleCode').where('id', '=', roleId).executeTakeFirst();
    if (role?.roleCode === ADMIN_ROLE_CODE) throw new ApiError(ADMIN_ROLE_PROTECTED);
  }

  /** Who acts on users: the session's data rules on the user list. Resolve it before a transaction opens. */
  userActor(s: SessionContext): Promise<Actor> {
    return actorFor(this.crud, s, sysUser);
  }

  /** The users of `ids` inside the actor's data rules on the user list (not deleted). */
  visibleUsers(actor: Actor, ids: readonly string[], db: Database = this.crud.db): Promise<Row[]> {
    return this.crud.stores.of(sysUser).getMany(actor, [...new Set(ids)], dynamic(db));
  }

  /** Whether the session sees the role (its data rules on 角色管理): any other id is a role that does not exist. */
  async seesRole(s: SessionContext, roleId: string): Promise<boolean> {
    return !!(await visibleRow(this.crud, s, sysRole, roleId));
  }

  /** A role named to change (its grants, data rules, sites, members): one the session sees, else 角色不存在. */
  async assertVisibleRole(s: SessionContext, roleId: string): Promise<void> {
    if (!(await this.seesRole(s, roleId))) throw new ApiError(ROLE_NOT_FOUND, 400, 400);
  }

  /** Whether the session sees the department (its data rules on 部门管理). */
  async seesDepart(s: SessionContext, departId: string): Promise<boolean> {
    return !!(await visibleRow(this.crud, s, sysDepart, departId));
  }

  /** A department named to change (its members, grants): one the session sees, else 部门不存在. */
  async assertVisibleDepart(s: SessionContext, departId: string): Promise<void> {
    if (!(await this.seesDepart(s, departId))) throw new ApiError(DEPART_NOT_FOUND, 400, 400);
  }

  /** Department roles are seen with their department only (a role of a department outside the rules is missing). */
  departRoleActor(s: SessionContext): Promise<Actor> {
    return actorFor(this.crud, s, sysDepartRole);
  }

  /** Department roles named by id: every one seen (else 部门角色不存在). */
  async assertVisibleDepartRoles(s: SessionContext, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const rows = await this.crud.stores.of(sysDepartRole).getMany(await this.departRoleActor(s), unique);
    if (rows.length !== unique.length) throw new ApiError(DEPART_ROLES_NOT_FOUND);
  }

  /** Users the actor names to change: every one visible (else as if missing), admin only by admin. */
  async assertUsers(s: SessionContext, actor: Actor, ids: readonly string[], db?: Database): Promise<Row[]> {
    if (!ids.length) throw badRequest('请选择用户');
    const rows = await this.visibleUsers(actor, ids, db);
    if (rows.length !== new Set(ids).size) throw new ApiError(USERS_NOT_FOUND);
    this.assertNotAdminUser(s, rows);
    return rows;
  }
}
