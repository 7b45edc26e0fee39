import { sysRole } from '@yunzhan/common/entities/system/index';
import type { SessionContext } from '../../core/auth/session.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import type { UnitOfWork, WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';
import { sysPermissionEntity } from './entities.js';
import { DEPART_NOT_FOUND, type GrantPolicy, ROLE_NOT_FOUND } from './grant-policy.js';
import { applyGrantDiff, assertMenusExist } from './menu-admin.js';

/** The permissions granted to roles and departments (sys_role_permission, sys_depart_permission), by diff. */
export class GrantService {
  constructor(
    private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly policy: GrantPolicy,
  ) {}

  async ofRole(roleId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysRolePermission')
      .select('permissionId')
      .where('roleId', '=', roleId)
      .execute();
    return rows.map((r) => r.permissionId);
  }

  async ofDepart(departId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysDepartPermission')
      .select('permissionId')
      .where('departId', '=', departId)
      .execute();
    return rows.map((r) => r.permissionId);
  }

  /**
   * Grants `next − last` to the role and takes `last − next` from it; only permissions the actor holds, and the
   * admin role only by admin.
   */
  saveRole(origin: WriteOrigin, s: SessionContext, roleId: string, next: string[], last: string[]): Promise<void> {
    return this.uow.run(origin, async ({ trx, log }) => {
      const role = await trx.selectFrom('sysRole').select('id').where('id', '=', roleId).executeTakeFirst();
      if (!role) throw new ApiError(ROLE_NOT_FOUND, 400, 400);
      await this.policy.assertNotAdminRole(s, role.id, trx);
      await assertMenusExist(trx, next);
      const owner = { column: 'roleId', id: role.id } as const;
      const diff = await applyGrantDiff(trx, 'sysRolePermission', owner, next, last, origin.ip);
      await this.policy.assertPermissions(s, diff.added, trx);
      const change = {
        id: role.id,
        before: { permissions: diff.removed.join(',') },
        after: { permissions: diff.added.join(',') },
      };
      await log(sysRole, OPERATE.edit, [change], '授权');
    });
  }

  /**
   * Grants to a department by diff (only permissions the actor holds); a menu the department loses goes from its
   * department roles too.
   */
  saveDepart(origin: WriteOrigin, s: SessionContext, departId: string, next: string[], last: string[]): Promise<void> {
    return this.uow.run(origin, async ({ trx, log }) => {
      const depart = await trx
        .selectFrom('sysDepart')
        .select('id')
        .where('id', '=', departId)
        .where((eb) => eb.or([eb('delFlag', '=', '0'), eb('delFlag', 'is', null)]))
        .executeTakeFirst();
      if (!depart) throw new ApiError(DEPART_NOT_FOUND, 400, 400);
      await assertMenusExist(trx, next);
      const owner = { column: 'departId', id: depart.id } as const;
      const diff = await applyGrantDiff(trx, 'sysDepartPermission', owner, next, last, origin.ip);
      await this.policy.assertPermissions(s, diff.added, trx);
      if (diff.removed.length) {
        await trx
          .deleteFrom('sysDepartRolePermission')
          .where('departId', '=', depart.id)
          .where('permissionId', 'in', diff.removed)
          .execute();
      }
      const change = {
        id: depart.id,
        before: { permissions: diff.removed.join(',') },
        after: { permissions: diff.added.join(',') },
      };
      await log(sysPermissionEntity, OPERATE.edit, [change], '部门授权');
    });
  }
}
