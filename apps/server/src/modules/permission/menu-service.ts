import { sql } from 'kysely';
import { STALE_MESSAGE } from '../../core/crud/mount.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import { LIKE_ESCAPE, likePattern } from '../../core/query/values.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { UnitOfWork, WriteOrigin } from '../../core/unit-of-work.js';
import type { Database, DialectName } from '../../db/index.js';
import type { SysPermission } from '../../db/types.js';
import { sysPermissionEntity } from './entities.js';
import { deleteMenus, isSelfOrDescendant, refreshLeaf, type Trx } from './menu-admin.js';
import { completeMenu, type MenuFields as MenuInput, type MenuValues } from './menu-input.js';
import { MENU_TYPE } from './service.js';

/** The menu editor (contract §3.4): reads of sys_permission rows and their writes with cascades. */
export class MenuService {
  constructor(
    private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly dialect: DialectName,
  ) {}

  private active() {
    return this.db.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0);
  }

  /** Menus whose name contains `name` (a flat list, as JeecgBoot answers a name search). */
  byName(name: string): Promise<SysPermission[]> {
    const like = sql.raw(this.dialect === 'postgres' ? 'ilike' : 'like');
    return this.active()
      .where(sql<boolean>`name ${like} ${likePattern('like', name)} escape ${sql.lit(LIKE_ESCAPE)}`)
      .orderBy('sortNo')
      .orderBy('id')
      .execute();
  }

  /** The top-level menus. */
  roots(): Promise<SysPermission[]> {
    return this.active().where('menuType', '=', MENU_TYPE.root).orderBy('sortNo').orderBy('id').execute();
  }

  /** Children of some menus, in display order. */
  async childrenOf(parentIds: readonly string[]): Promise<SysPermission[]> {
    if (!parentIds.length) return [];
    return this.active().where('parentId', 'in', parentIds).orderBy('sortNo').orderBy('id').execute();
  }

  /** One level of the tree: the children of `pid`, or the rows without a parent. */
  level(pid: string | undefined): Promise<SysPermission[]> {
    const qb = pid
      ? this.active().where('parentId', '=', pid)
      : this.active().where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')]));
    return qb.orderBy('sortNo').orderBy('id').execute();
  }

  add(origin: WriteOrigin, input: MenuInput): Promise<string> {
    const values = completeMenu({}, input);
    return this.uow.run(origin, async ({ trx, log }) => {
      await checkParent(trx, values);
      const id = newId();
      await trx
        .insertInto('sysPermission')
        .values({
          ...values,
          id,
          isLeaf: 1,
          delFlag: 0,
          ruleFlag: 0,
          createBy: origin.username,
          createTime: formatDateTime(),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      if (values.parentId) {
        await trx.updateTable('sysPermission').set({ isLeaf: 0 }).where('id', '=', values.parentId).execute();
      }
      await log(sysPermissionEntity, OPERATE.add, [{ id, after: { ...values } }]);
      return id;
    });
  }

  /** Edits a menu; `seenUpdateTime` (when the client sent one) must still be the row's. */
  edit(origin: WriteOrigin, id: string, input: MenuInput, seenUpdateTime?: unknown): Promise<void> {
    return this.uow.run(origin, async ({ trx, log }) => {
      const before = await trx
        .selectFrom('sysPermission')
        .selectAll()
        .where('id', '=', id)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!before) throw new ApiError('未找到对应实体');
      if (seenUpdateTime !== undefined && (seenUpdateTime ?? null) !== (before.updateTime ?? null)) {
        throw new ApiError(STALE_MESSAGE, 409, 409);
      }
      const values = completeMenu(before as Partial<MenuValues>, input);
      if (values.parentId !== before.parentId) await checkParent(trx, values, id);
      await trx
        .updateTable('sysPermission')
        .set({ ...values, updateBy: origin.username, updateTime: formatDateTime() })
        .where('id', '=', id)
        .execute();
      if (values.parentId !== before.parentId) {
        await refreshLeaf(trx, before.parentId);
        await refreshLeaf(trx, values.parentId);
      }
      await log(sysPermissionEntity, OPERATE.edit, [{ id, before: { ...before }, after: { ...before, ...values } }]);
    });
  }

  /** Deletes menus with their descendants and grants. */
  remove(origin: WriteOrigin, ids: string[]): Promise<void> {
    return this.uow.run(origin, async ({ trx, log }) => {
      const found = await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('id', 'in', ids)
        .where('delFlag', '=', 0)
        .execute();
      if (!found.length) throw new ApiError('未找到对应实体');
      const removed = await deleteMenus(
        trx,
        found.map((r) => r.id),
      );
      await log(
        sysPermissionEntity,
        OPERATE.delete,
        removed.map((r) => ({ id: r.id, before: { ...r } })),
      );
    });
  }
}

/** Checks the parent of a (new or moved) row. */
async function checkParent(trx: Trx, values: MenuValues, selfId?: string): Promise<void> {
  if (!values.parentId) return;
  const parent = await trx
    .selectFrom('sysPermission')
    .select(['id', 'menuType'])
    .where('id', '=', values.parentId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!parent) throw new ApiError('上级菜单不存在', 400, 400);
  if (parent.menuType === MENU_TYPE.button) throw new ApiError('按钮不能作为上级菜单', 400, 400);
  if (selfId && (await isSelfOrDescendant(trx, selfId, values.parentId))) {
    throw new ApiError('上级菜单不能是自己或下级菜单', 400, 400);
  }
}
