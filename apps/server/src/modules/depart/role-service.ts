import { ApiError } from '../../core/errors.js';
import { formatDateTime, newId } from '../../core/time.js';
import { buildTree } from '../../core/tree.js';
import type { Database } from '../../db/index.js';

/** A node of a department's permission tree. */
interface PermNode {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  label: string;
  icon: string | null;
  parentId: string | null;
  ruleFlag: number | null;
  isLeaf: boolean;
  scopedSlots: { title: string };
  children: PermNode[] | null;
}

/**
 * Department roles (sys_depart_role and what hangs on it): their users, their permissions within what the
 * department holds, and the department's permission tree they are picked from.
 */
export class DepartRoleService {
  constructor(private readonly db: Database) {}

  /** Checks a department role before it is written: its department exists, its code is free in it. */
  async assertWritable(trx: Database, departId: string, roleCode: string, checkDepart: boolean, exceptId?: string) {
    if (checkDepart) {
      const found = await trx
        .selectFrom('sysDepart')
        .select('id')
        .where('id', '=', departId)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!found) throw new ApiError('部门不存在');
    }
    let qb = trx
      .selectFrom('sysDepartRole')
      .select('id')
      .where('departId', '=', departId)
      .where('roleCode', '=', roleCode);
    if (exceptId) qb = qb.where('id', '<>', exceptId);
    if (await qb.executeTakeFirst()) throw new ApiError('部门角色编码已存在');
  }

  /** Removes the user links and permissions of department roles about to be deleted. */
  async beforeDelete(trx: Database, roleIds: string[]): Promise<void> {
    await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', roleIds).execute();
    await trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', roleIds).execute();
  }

  /** The roles of a department, oldest first. */
  rolesOf(departId: string) {
    return this.db
      .selectFrom('sysDepartRole')
      .selectAll()
      .where('departId', '=', departId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** A user's role links within one department. */
  userRoles(userId: string, departId: string) {
    return this.db
      .selectFrom('sysDepartRoleUser as ru')
      .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
      .select(['ru.id', 'ru.userId', 'ru.droleId'])
      .where('ru.userId', '=', userId)
      .where('r.departId', '=', departId)
      .execute();
  }

  /** Ids of the permissions a department role holds. */
  async permissionIdsOf(roleId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysDepartRolePermission')
      .select('permissionId')
      .where('roleId', '=', roleId)
      .execute();
    return rows.map((r) => r.permissionId);
  }

  /** Replaces a user's department roles: adds `newIds − oldIds`, removes `oldIds − newIds`. */
  async setUserRoles(userId: string, newIds: readonly string[], oldIds: readonly string[]): Promise<void> {
    const add = newIds.filter((id) => !oldIds.includes(id));
    const drop = oldIds.filter((id) => !newIds.includes(id));
    await this.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('sysUser')
        .select('id')
        .where('id', '=', userId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) throw new ApiError('用户不存在');
      if (add.length) {
        const found = await trx.selectFrom('sysDepartRole').select('id').where('id', 'in', add).execute();
        if (found.length !== new Set(add).size) throw new ApiError('部门角色不存在');
        const have = new Set(
          (
            await trx
              .selectFrom('sysDepartRoleUser')
              .select('droleId')
              .where('userId', '=', userId)
              .where('droleId', 'in', add)
              .execute()
          ).map((r) => r.droleId),
        );
        const rows = [...new Set(add)]
          .filter((id) => !have.has(id))
          .map((id) => ({ id: newId(), userId, droleId: id }));
        if (rows.length) await trx.insertInto('sysDepartRoleUser').values(rows).execute();
      }
      if (drop.length) {
        await trx.deleteFrom('sysDepartRoleUser').where('userId', '=', userId).where('droleId', 'in', drop).execute();
      }
    });
  }

  /**
   * Grants a department role permissions by diff (contract §7.4): only permissions its department holds.
   */
  async saveRolePermissions(roleId: string, next: readonly string[], last: readonly string[], ip: string) {
    const add = [...new Set(next.filter((id) => !last.includes(id)))];
    const drop = [...new Set(last.filter((id) => !next.includes(id)))];
    await this.db.transaction().execute(async (trx) => {
      const role = await trx
        .selectFrom('sysDepartRole')
        .select(['id', 'departId'])
        .where('id', '=', roleId)
        .executeTakeFirst();
      if (!role) throw new ApiError('部门角色不存在');
      if (add.length) {
        const held = new Set(
          (
            await trx
              .selectFrom('sysDepartPermission')
              .select('permissionId')
              .where('departId', '=', role.departId)
              .where('permissionId', 'in', add)
              .execute()
          ).map((r) => r.permissionId),
        );
        if (add.some((id) => !held.has(id))) throw new ApiError('只能授予部门已拥有的权限');
        const have = new Set(
          (
            await trx
              .selectFrom('sysDepartRolePermission')
              .select('permissionId')
              .where('roleId', '=', roleId)
              .where('permissionId', 'in', add)
              .execute()
          ).map((r) => r.permissionId),
        );
        const now = formatDateTime();
        const rows = add
          .filter((id) => !have.has(id))
          .map((permissionId) => ({
            id: newId(),
            departId: role.departId,
            roleId,
            permissionId,
            dataRuleIds: null,
            operateDate: now,
            operateIp: ip.slice(0, 100),
          }));
        if (rows.length) await trx.insertInto('sysDepartRolePermission').values(rows).execute();
      }
      if (drop.length) {
        await trx
          .deleteFrom('sysDepartRolePermission')
          .where('roleId', '=', roleId)
          .where('permissionId', 'in', drop)
          .execute();
      }
    });
  }

  /** The menu tree restricted to the permissions a department holds, plus all their ids. */
  async permissionTreeOf(departId: string) {
    const rows = await this.db
      .selectFrom('sysPermission as p')
      .innerJoin('sysDepartPermission as dp', 'dp.permissionId', 'p.id')
      .select(['p.id', 'p.parentId', 'p.name', 'p.icon', 'p.ruleFlag', 'p.menuType'])
      .where('dp.departId', '=', departId)
      .where('p.delFlag', '=', 0)
      .orderBy('p.sortNo')
      .orderBy('p.id')
      .execute();
    const treeList = buildTree(
      rows,
      (r) => r.id,
      (r) => r.parentId,
      (r, isLeaf): PermNode => ({
        key: r.id,
        value: r.id,
        title: r.name,
        slotTitle: r.name,
        label: r.name,
        icon: r.icon,
        parentId: r.parentId,
        ruleFlag: r.ruleFlag,
        isLeaf,
        scopedSlots: { title: 'hasDatarule' },
        children: null,
      }),
    );
    return { treeList, ids: rows.map((r) => r.id) };
  }
}
