import { sysUser } from '@yunzhan/common/entities/system/index';
import { hashPassword } from '../../core/auth/password.js';
import type { SessionContext } from '../../core/auth/session.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { actorOf } from '../../core/crud/mount.js';
import { OPERATE } from '../../core/crud/oplog.js';
import type { EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { NewUser, UserService } from './service.js';

/** The user module's own writes (beside the engine's edit and delete), each one unit of work with its log. */
export class UserWrites {
  constructor(
    private readonly crud: CrudDeps,
    private readonly users: UserService,
    private readonly store: EntityStore,
  ) {}

  /** Creates a user with its roles and departments; the password is hashed already. */
  add(origin: WriteOrigin, s: SessionContext, user: NewUser & { hash: string }) {
    const departs = user.departs;
    const departIds = departs.map((d) => d.id);
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const [{ id, row }] = await this.users.createUsers(
        trx,
        this.store,
        actorOf(s),
        [{ values: user.values, roles: user.roles, departs }],
        { hash: user.hash, changeRequired: false },
      );
      const after = { ...row, selectedroles: user.roles.join(','), selecteddeparts: departIds.join(',') };
      await log(sysUser, OPERATE.add, [{ id, after }]);
      return id;
    });
  }

  /** Freezes (2) or unfreezes (1) users; answers the ids changed. */
  setStatus(origin: WriteOrigin, s: SessionContext, ids: string[], status: 1 | 2): Promise<string[]> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const rows = await this.store.getMany(actorOf(s), ids, trx);
      if (!rows.length) throw new ApiError('未找到对应实体');
      if (status === 2) this.users.assertNotProtected(rows, s, '冻结');
      const rowIds = rows.map((r) => String(r.id));
      await trx
        .updateTable('sysUser')
        .set({ status, updateBy: s.username, updateTime: formatDateTime() })
        .where('id', 'in', rowIds)
        .execute();
      const changes = rows.map((r) => ({ id: String(r.id), before: { status: r.status }, after: { status } }));
      await log(sysUser, OPERATE.edit, changes, status === 2 ? '冻结' : '解冻');
      return rowIds;
    });
  }

  /** Sets a new password (to be changed at the next login); answers the user. */
  async resetPassword(origin: WriteOrigin, username: string, password: string) {
    const user = await this.crud.db
      .selectFrom('sysUser')
      .select(['id', 'username'])
      .where('username', '=', username)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!user) throw new ApiError('用户不存在！');
    const hash = await hashPassword(password);
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx
        .updateTable('sysUser')
        .set({
          password: hash,
          salt: null,
          passwordChangeRequired: 1,
          updateBy: origin.username,
          updateTime: formatDateTime(),
        })
        .where('id', '=', user.id)
        .execute();
      await log(sysUser, OPERATE.edit, [{ id: user.id }], `重置密码：${user.username}`);
    });
    return user;
  }

  addToRole(origin: WriteOrigin, roleId: string, userIds: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      await this.users.assertRoles(trx, [roleId]);
      await this.users.assertUsers(trx, userIds);
      await this.users.addLinks(trx, 'role', roleId, userIds);
      const changes = userIds.map((id) => ({ id, after: { roleId } }));
      await log(sysUser, OPERATE.edit, changes, '角色添加用户');
    });
  }

  removeFromRole(origin: WriteOrigin, roleId: string, userIds: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', userIds).execute();
      const changes = userIds.map((id) => ({ id, before: { roleId } }));
      await log(sysUser, OPERATE.edit, changes, '角色移除用户');
    });
  }

  /** Adds users to a department; a user without a current department gets this one. */
  addToDepart(origin: WriteOrigin, depId: string, userIds: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const [depart] = await this.users.departsByIds(trx, [depId]);
      await this.users.assertUsers(trx, userIds);
      await this.users.addLinks(trx, 'depart', depart.id, userIds);
      await trx
        .updateTable('sysUser')
        .set({ orgCode: depart.orgCode })
        .where('id', 'in', userIds)
        .where('orgCode', 'is', null)
        .execute();
      const changes = userIds.map((id) => ({ id, after: { depId: depart.id } }));
      await log(sysUser, OPERATE.edit, changes, `部门添加用户：${depart.departName}`);
    });
  }

  /** Removes users from a department, with the department's roles; their current department goes if it was it. */
  removeFromDepart(origin: WriteOrigin, depId: string, userIds: string[]): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const depart = await trx
        .selectFrom('sysDepart')
        .select(['id', 'orgCode'])
        .where('id', '=', depId)
        .executeTakeFirst();
      if (!depart) throw new ApiError('部门不存在');
      await trx.deleteFrom('sysUserDepart').where('depId', '=', depId).where('userId', 'in', userIds).execute();
      await trx
        .deleteFrom('sysDepartRoleUser')
        .where('userId', 'in', userIds)
        .where('droleId', 'in', trx.selectFrom('sysDepartRole').select('id').where('departId', '=', depId))
        .execute();
      await trx
        .updateTable('sysUser')
        .set({ orgCode: null })
        .where('id', 'in', userIds)
        .where('orgCode', '=', depart.orgCode)
        .execute();
      const changes = userIds.map((id) => ({ id, before: { depId } }));
      await log(sysUser, OPERATE.edit, changes, '部门移除用户');
    });
  }
}
