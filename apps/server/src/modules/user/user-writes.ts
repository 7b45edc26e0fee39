import { sysUser } from '@yunzhan/common/entities/system/index';
import { hashPassword } from '../../core/auth/password.js';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { actorOf } from '../../core/crud/mount.js';
import { OPERATE } from '../../core/crud/oplog.js';
import type { Actor, EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';
import type { GrantPolicy } from '../permission/grant-policy.js';
import type { NewUser, UserService } from './service.js';

/** The user module's own writes (beside the engine's edit and delete), each one unit of work with its log. */
export class UserWrites {
  constructor(
    private readonly crud: CrudDeps,
    private readonly users: UserService,
    private readonly store: EntityStore,
    private readonly policy: GrantPolicy,
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

  /** Freezes (2) or unfreezes (1) users inside the actor's data rules; answers the ids changed. */
  async setStatus(origin: WriteOrigin, s: SessionContext, ids: string[], status: 1 | 2): Promise<string[]> {
    const actor = await actorFor(this.crud, s, sysUser);
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const rows = await this.store.getMany(actor, ids, trx);
      if (!rows.length) throw new ApiError('未找到对应实体');
      if (status === 2) this.users.assertNotProtected(rows, s, '冻结');
      this.policy.assertNotAdminUser(s, rows);
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

  /**
   * Sets a new password (to be changed at the next login) of a user inside the actor's data rules (any other is a
   * user that does not exist); admin's only by admin. Answers the user.
   */
  async resetPassword(origin: WriteOrigin, s: SessionContext, username: string, password: string) {
    const [found] = await this.store.where(await actorFor(this.crud, s, sysUser), 'username', [username]);
    if (!found) throw new ApiError('用户不存在！');
    this.policy.assertNotAdminUser(s, [found]);
    const user = { id: String(found.id), username: String(found.username) };
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

  async addToRole(origin: WriteOrigin, s: SessionContext, roleId: string, userIds: string[]): Promise<void> {
    const actor = await this.policy.userActor(s);
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      await this.users.assertRoles(trx, [roleId], s.tenantId);
      await this.policy.assertRoles(s, [roleId], [], trx);
      await this.policy.assertUsers(s, actor, userIds, trx);
      await this.users.addLinks(trx, 'role', roleId, userIds);
      const changes = userIds.map((id) => ({ id, after: { roleId } }));
      await log(sysUser, OPERATE.edit, changes, '角色添加用户');
    });
  }

  /** Removes users (those inside the actor's data rules; others are as missing) from a role. */
  async removeFromRole(origin: WriteOrigin, s: SessionContext, roleId: string, ids: string[]): Promise<void> {
    const actor = await this.policy.userActor(s);
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const userIds = await this.changeable(s, actor, ids, trx);
      await this.policy.assertNotAdminRole(s, roleId, trx);
      if (!userIds.length) return;
      await trx.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', userIds).execute();
      const changes = userIds.map((id) => ({ id, before: { roleId } }));
      await log(sysUser, OPERATE.edit, changes, '角色移除用户');
    });
  }

  /** Adds users to a department; a user without a current department gets this one. */
  async addToDepart(origin: WriteOrigin, s: SessionContext, depId: string, userIds: string[]): Promise<void> {
    const actor = await this.policy.userActor(s);
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const [depart] = await this.users.departsByIds(trx, [depId], s.tenantId);
      await this.policy.assertUsers(s, actor, userIds, trx);
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
  async removeFromDepart(origin: WriteOrigin, s: SessionContext, depId: string, ids: string[]): Promise<void> {
    const actor = await this.policy.userActor(s);
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const userIds = await this.changeable(s, actor, ids, trx);
      const depart = await trx
        .selectFrom('sysDepart')
        .select(['id', 'orgCode'])
        .where('id', '=', depId)
        .executeTakeFirst();
      if (!depart) throw new ApiError('部门不存在');
      if (!userIds.length) return;
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

  /** The ids of users inside the actor's data rules (others are as missing, and nothing is done to them). */
  private async changeable(s: SessionContext, actor: Actor, ids: string[], trx: Database): Promise<string[]> {
    const rows = await this.policy.visibleUsers(actor, ids, trx);
    this.policy.assertNotAdminUser(s, rows);
    return rows.map((r) => String(r.id));
  }
}
