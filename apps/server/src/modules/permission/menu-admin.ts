import type { Transaction } from 'kysely';
import { ApiError } from '../../core/errors.js';
import { parseIds } from '../../core/ids.js';
import { formatDateTime, newId } from '../../core/time.js';
import { buildTree as nestRows } from '../../core/tree.js';
import type { Database } from '../../db/index.js';
import type { DB, SysPermission } from '../../db/types.js';

export type Trx = Transaction<DB>;

/** `SysPermissionTree` of contract §7.3 (`list`, `getSystemMenuList`, `getSystemSubmenu`). */
export interface PermissionTreeNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  perms: string | null;
  permsType: string | null;
  icon: string | null;
  component: string | null;
  componentName: string | null;
  url: string | null;
  redirect: string | null;
  sortNo: number;
  menuType: number;
  isLeaf: boolean;
  leaf: boolean;
  route: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  hidden: boolean;
  internalOrExternal: boolean;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  status: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  children?: PermissionTreeNode[];
}

/** `TreeModel` of contract §7.2/§7.3 (`queryTreeList`, `queryListAsync`). */
export interface TreeModel {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  label: string;
  icon: string | null;
  parentId: string | null;
  isLeaf: boolean;
  ruleFlag: number;
  menuType: number;
  scopedSlots?: { title: 'hasDatarule' };
  children?: TreeModel[];
}

export function toPermissionNode(r: SysPermission, isLeaf = r.isLeaf === 1): PermissionTreeNode {
  return {
    id: r.id,
    key: r.id,
    title: r.name,
    parentId: r.parentId,
    name: r.name,
    perms: r.perms,
    permsType: r.permsType,
    icon: r.icon,
    component: r.component,
    componentName: r.componentName,
    url: r.url,
    redirect: r.redirect,
    sortNo: Number(r.sortNo),
    menuType: r.menuType,
    isLeaf,
    leaf: isLeaf,
    route: r.isRoute === 1,
    keepAlive: r.keepAlive === 1,
    alwaysShow: r.alwaysShow === 1,
    hidden: r.hidden === 1,
    internalOrExternal: r.internalOrExternal === 1,
    description: r.description,
    delFlag: r.delFlag,
    ruleFlag: r.ruleFlag,
    status: r.status,
    createBy: r.createBy,
    createTime: r.createTime,
    updateBy: r.updateBy,
    updateTime: r.updateTime,
  };
}

export function toTreeModel(r: SysPermission, isLeaf = r.isLeaf === 1): TreeModel {
  const node: TreeModel = {
    key: r.id,
    value: r.id,
    title: r.name,
    slotTitle: r.name,
    label: r.name,
    icon: r.icon,
    parentId: r.parentId,
    isLeaf,
    ruleFlag: r.ruleFlag,
    menuType: r.menuType,
  };
  if (r.ruleFlag === 1) node.scopedSlots = { title: 'hasDatarule' };
  return node;
}

/** Menu rows in display order as a tree (see `core/tree.ts`). */
export function buildTree<N extends { children?: N[] | null }>(
  rows: readonly SysPermission[],
  toNode: (r: SysPermission, isLeaf: boolean) => N,
): N[] {
  return nestRows(
    rows,
    (r) => r.id,
    (r) => r.parentId,
    toNode,
  );
}

/** Ids as sent by the UI: comma-separated text (trailing comma allowed) or an array; each id checked. */
export const idList = (raw: unknown, max = 5000): string[] => parseIds(raw, { max });

/** Menu rows, in display order. */
/** The whole menu tree for the authorisation screens, and every id (for "select all"). */
export async function grantTree(db: Database | Trx) {
  const rows = await allMenus(db);
  return { treeList: buildTree(rows, toTreeModel), ids: rows.map((r) => r.id) };
}

export async function allMenus(db: Database | Trx): Promise<SysPermission[]> {
  return db.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0).orderBy('sortNo').orderBy('id').execute();
}

/** The ids among `ids` that are existing, not deleted menu rows. */
export async function existingMenuIds(db: Database | Trx, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('sysPermission')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .where('delFlag', '=', 0)
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Refuses ids that are not menus (nothing is written then). */
export async function assertMenusExist(db: Database | Trx, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const found = await existingMenuIds(db, ids);
  if (ids.some((id) => !found.has(id))) throw new ApiError('菜单权限不存在', 400, 400);
}

/** The rows and all their descendants (ids), read inside the transaction. */
export async function withDescendants(trx: Trx, ids: readonly string[]): Promise<string[]> {
  const all = new Set(ids);
  let frontier = [...ids];
  while (frontier.length) {
    const next: string[] = [];
    for (let i = 0; i < frontier.length; i += 500) {
      const rows = await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('parentId', 'in', frontier.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        if (!all.has(r.id)) {
          all.add(r.id);
          next.push(r.id);
        }
      }
    }
    frontier = next;
  }
  return [...all];
}

/** Sets `is_leaf` of a parent from whether it still has children. */
export async function refreshLeaf(trx: Trx, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const child = await trx
    .selectFrom('sysPermission')
    .select('id')
    .where('parentId', '=', parentId)
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('sysPermission')
    .set({ isLeaf: child ? 0 : 1 })
    .where('id', '=', parentId)
    .execute();
}

/**
 * Physical delete of contract §3.4: the rows, their descendants, their data rules and every grant of them
 * (roles, departments, department roles); each former parent becomes a leaf when left without children.
 */
export async function deleteMenus(trx: Trx, ids: readonly string[]): Promise<SysPermission[]> {
  const doomed = await withDescendants(trx, ids);
  const removed: SysPermission[] = [];
  for (let i = 0; i < doomed.length; i += 500) {
    const chunk = doomed.slice(i, i + 500);
    removed.push(...(await trx.selectFrom('sysPermission').selectAll().where('id', 'in', chunk).execute()));
    await trx.deleteFrom('sysPermissionDataRule').where('permissionId', 'in', chunk).execute();
    await trx.deleteFrom('sysRolePermission').where('permissionId', 'in', chunk).execute();
    await trx.deleteFrom('sysDepartPermission').where('permissionId', 'in', chunk).execute();
    await trx.deleteFrom('sysDepartRolePermission').where('permissionId', 'in', chunk).execute();
    await trx.deleteFrom('sysPermission').where('id', 'in', chunk).execute();
  }
  const gone = new Set(doomed);
  const parents = new Set(removed.map((r) => r.parentId).filter((p): p is string => !!p && !gone.has(p)));
  for (const p of parents) await refreshLeaf(trx, p);
  return removed;
}

/** Whether `candidate` is `id` or one of its descendants (a parent there would make a cycle). */
export async function isSelfOrDescendant(trx: Trx, id: string, candidate: string): Promise<boolean> {
  if (candidate === id) return true;
  return (await withDescendants(trx, [id])).includes(candidate);
}

/**
 * The diff of contract §7.3 `saveRolePermission`: inserts `permissionIds − lastpermissionIds` (those not yet
 * granted), deletes `lastpermissionIds − permissionIds`. Returns what changed.
 */
export async function applyGrantDiff(
  trx: Trx,
  table: 'sysRolePermission' | 'sysDepartPermission',
  owner: { column: 'roleId' | 'departId'; id: string },
  permissionIds: readonly string[],
  lastIds: readonly string[],
  ip: string,
): Promise<{ added: string[]; removed: string[] }> {
  const last = new Set(lastIds);
  const next = new Set(permissionIds);
  const toAdd = permissionIds.filter((id) => !last.has(id));
  const toRemove = lastIds.filter((id) => !next.has(id));
  const removed: string[] = [];
  for (let i = 0; i < toRemove.length; i += 500) {
    const chunk = toRemove.slice(i, i + 500);
    const rows =
      table === 'sysRolePermission'
        ? await trx
            .deleteFrom('sysRolePermission')
            .where('roleId', '=', owner.id)
            .where('permissionId', 'in', chunk)
            .returning('permissionId')
            .execute()
        : await trx
            .deleteFrom('sysDepartPermission')
            .where('departId', '=', owner.id)
            .where('permissionId', 'in', chunk)
            .returning('permissionId')
            .execute();
    removed.push(...rows.map((r) => r.permissionId));
  }
  const held = new Set<string>();
  for (let i = 0; i < toAdd.length; i += 500) {
    const chunk = toAdd.slice(i, i + 500);
    const rows =
      table === 'sysRolePermission'
        ? await trx
            .selectFrom('sysRolePermission')
            .select('permissionId')
            .where('roleId', '=', owner.id)
            .where('permissionId', 'in', chunk)
            .execute()
        : await trx
            .selectFrom('sysDepartPermission')
            .select('permissionId')
            .where('departId', '=', owner.id)
            .where('permissionId', 'in', chunk)
            .execute();
    for (const r of rows) held.add(r.permissionId);
  }
  const added = toAdd.filter((id) => !held.has(id));
  const now = formatDateTime();
  for (let i = 0; i < added.length; i += 200) {
    const chunk = added.slice(i, i + 200);
    if (table === 'sysRolePermission') {
      await trx
        .insertInto('sysRolePermission')
        .values(
          chunk.map((permissionId) => ({
            id: newId(),
            roleId: owner.id,
            permissionId,
            dataRuleIds: null,
            operateDate: now,
            operateIp: ip.slice(0, 100),
          })),
        )
        .execute();
    } else {
      await trx
        .insertInto('sysDepartPermission')
        .values(chunk.map((permissionId) => ({ id: newId(), departId: owner.id, permissionId, dataRuleIds: null })))
        .execute();
    }
  }
  return { added, removed };
}
