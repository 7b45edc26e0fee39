import { sysRole } from '@yunzhan/common/entities/system/index';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { Actor, CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import type { EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { newId } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';

/** The role whose code the system depends on: never deleted, its code never changed. */
export const ADMIN_ROLE_CODE = 'admin';

/** Roles and what hangs on them: their user links, grants, data rules per granted menu and sites. */
export class RoleService {
  private readonly db: Database;

  constructor(
    private readonly crud: CrudDeps,
    private readonly store: EntityStore,
  ) {
    this.db = crud.db;
  }

  /**
   * Deletes roles (those inside the actor's data rules on 角色管理) with their user links, grants and sites; the
   * admin role cannot be deleted.
   */
  remove(origin: WriteOrigin, actor: Actor, ids: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const rows = await this.store.getMany(actor, ids, trx);
      if (!rows.length) throw new ApiError('未找到对应实体');
      if (rows.some((r) => r.roleCode === ADMIN_ROLE_CODE)) throw new ApiError('管理员角色不能删除');
      const roleIds = rows.map((r) => String(r.id));
      await trx.deleteFrom('sysUserRole').where('roleId', 'in', roleIds).execute();
      await trx.deleteFrom('sysRolePermission').where('roleId', 'in', roleIds).execute();
      await trx.deleteFrom('sysRoleSite').where('roleId', 'in', roleIds).execute();
      await this.store.remove(trx, actor, roleIds);
      await log(
        sysRole,
        OPERATE.delete,
        rows.map((r) => ({ id: String(r.id), before: r })),
      );
    });
  }

  /** Every role of the tenant, oldest first. */
  all(tenantId: number | null) {
    return this.db
      .selectFrom('sysRole')
      .select(['id', 'roleName', 'roleCode', 'description', 'createBy', 'createTime', 'updateBy', 'updateTime'])
      .where('tenantId', '=', tenantId ?? DEFAULT_TENANT)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** Whether another role of the tenant than `exceptId` has the code. */
  async codeTaken(roleCode: string, tenantId: number | null, exceptId?: string): Promise<boolean> {
    let qb = this.db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', roleCode)
      .where('tenantId', '=', tenantId ?? DEFAULT_TENANT);
    if (exceptId) qb = qb.where('id', '<>', exceptId);
    return !!(await qb.executeTakeFirst());
  }

  /** The data rules of a menu and those the role's grant of it has checked (none without a role). */
  async dataRules(permissionId: string, roleId: string | null) {
    const datarule = await this.db
      .selectFrom('sysPermissionDataRule')
      .selectAll()
      .where('permissionId', '=', permissionId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
    if (!datarule.length) throw new ApiError('未找到权限配置信息');
    const grant = roleId
      ? await this.db
          .selectFrom('sysRolePermission')
          .select('dataRuleIds')
          .where('roleId', '=', roleId)
          .where('permissionId', '=', permissionId)
          .executeTakeFirst()
      : undefined;
    const result: { datarule: typeof datarule; drChecked?: string } = { datarule };
    const checked = grant?.dataRuleIds?.replace(/,+$/, '');
    if (checked) result.drChecked = checked;
    return result;
  }

  /** Sets the data rules of the role's grant of a menu (the menu must be granted first). */
  saveDataRules(origin: WriteOrigin, roleId: string, permissionId: string, ruleIds: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const grant = await trx
        .selectFrom('sysRolePermission')
        .select(['id', 'dataRuleIds'])
        .where('roleId', '=', roleId)
        .where('permissionId', '=', permissionId)
        .executeTakeFirst();
      if (!grant) throw new ApiError('请先保存角色菜单权限!');
      if (ruleIds.length) {
        const rules = await trx
          .selectFrom('sysPermissionDataRule')
          .select('id')
          .where('id', 'in', ruleIds)
          .where('permissionId', '=', permissionId)
          .execute();
        if (rules.length !== ruleIds.length) throw new ApiError('数据规则不存在', 400, 400);
      }
      const dataRuleIds = ruleIds.length ? ruleIds.join(',') : null;
      await trx.updateTable('sysRolePermission').set({ dataRuleIds }).where('id', '=', grant.id).execute();
      await log(
        sysRole,
        OPERATE.edit,
        [{ id: roleId, before: { dataRuleIds: grant.dataRuleIds }, after: { dataRuleIds } }],
        `数据规则(${permissionId})`,
      );
    });
  }

  /** Ids of the (not deleted) sites of a role, in site order. */
  async sitesOf(roleId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysRoleSite as rs')
      .innerJoin('sysSite as s', 's.id', 'rs.siteId')
      .select('rs.siteId')
      .where('rs.roleId', '=', roleId)
      .where('s.delFlag', '=', 0)
      .orderBy('s.sortNo')
      .orderBy('s.name')
      .execute();
    return rows.map((r) => r.siteId);
  }

  /** Makes the role's sites exactly `siteIds`. */
  saveSites(origin: WriteOrigin, roleId: string, siteIds: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const role = await trx.selectFrom('sysRole').select('id').where('id', '=', roleId).executeTakeFirst();
      if (!role) throw new ApiError('角色不存在', 400, 400);
      if (siteIds.length) {
        const found = await trx
          .selectFrom('sysSite')
          .select('id')
          .where('id', 'in', siteIds)
          .where('delFlag', '=', 0)
          .execute();
        if (found.length !== siteIds.length) throw new ApiError('站点不存在', 400, 400);
      }
      const before = await trx.selectFrom('sysRoleSite').select('siteId').where('roleId', '=', role.id).execute();
      await trx.deleteFrom('sysRoleSite').where('roleId', '=', role.id).execute();
      if (siteIds.length) {
        await trx
          .insertInto('sysRoleSite')
          .values(siteIds.map((siteId) => ({ id: newId(), roleId: role.id, siteId })))
          .execute();
      }
      const change = {
        id: role.id,
        before: { siteIds: before.map((r) => r.siteId).join(',') },
        after: { siteIds: siteIds.join(',') },
      };
      await log(sysRole, OPERATE.edit, [change], '站点分配');
    });
  }

  /**
   * The sites of the role's site picker, as 站点信息 lists them: every site not deleted, with its status. A disabled
   * site stays listed (shown disabled) so that its grants are seen and kept until it is enabled again.
   */
  assignableSites(tenantId: number | null) {
    return this.db
      .selectFrom('sysSite')
      .select(['id', 'name', 'code', 'language', 'status'])
      .where('delFlag', '=', 0)
      .where('tenantId', '=', tenantId ?? DEFAULT_TENANT)
      .orderBy('sortNo')
      .orderBy('name')
      .execute();
  }
}
