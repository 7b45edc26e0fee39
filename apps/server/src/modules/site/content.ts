import { cmsSiteMenu } from '@yunzhan/common/entities/cms/index';
import { testPattern } from '@yunzhan/common/validation/patterns';
import type { SessionContext } from '../../core/auth/session.js';
import type { WriteContext } from '../../core/crud/contracts.js';
import { type Actor, actorOf, type EntityStore, type Row } from '../../core/crud/store.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { buildTree } from '../../core/tree.js';
import type { Database } from '../../db/index.js';

export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  typeCode: string;
  icon: string | null;
  sortNo: number;
  children?: CategoryNode[];
}

/** The site's categories of one type code as a tree, in sibling order. */
export async function categoryTree(store: EntityStore, actor: Actor, typeCode: string): Promise<CategoryNode[]> {
  const rows = await store.where(actor, 'typeCode', [typeCode]);
  return buildTree(
    rows,
    (r) => String(r.id),
    (r) => (r.parentId ? String(r.parentId) : null),
    (r): CategoryNode => ({
      id: String(r.id),
      parentId: (r.parentId as string | null) ?? null,
      name: String(r.name),
      code: String(r.code),
      typeCode: String(r.typeCode),
      icon: (r.icon as string | null) ?? null,
      sortNo: Number(r.sortNo ?? 0),
    }),
  );
}

const label = (name: string) => cmsSiteMenu.fields[name as keyof typeof cmsSiteMenu.fields].label;

/** A menu item names the target its link type needs: a category, a product type code or a URL. */
export function checkMenuLink(ctx: WriteContext): void {
  const row: Row = { ...ctx.before, ...ctx.values };
  const need = (field: string) => {
    if (row[field] === null || row[field] === undefined || row[field] === '') {
      throw badRequest(`${label(field)}不能为空`);
    }
  };
  if (row.linkType === 'category') need('categoryId');
  if (row.linkType === 'productType') need('linkValue');
  if (row.linkType === 'url') {
    need('linkValue');
    const url = String(row.linkValue);
    if (!url.startsWith('/') && !testPattern('url', url)) {
      throw badRequest('链接目标：请输入正确的网址或以/开头的站内路径');
    }
  }
}

/** A single page belongs under a menu item whose link type is 单页. */
export async function checkPageMenu(menus: EntityStore, ctx: WriteContext): Promise<void> {
  const menuId = ctx.values.menuId;
  if (typeof menuId !== 'string' || !menuId) return;
  const menu = await menus.get(actorOf(ctx.session), menuId, ctx.trx);
  if (menu && menu.linkType !== 'page') throw badRequest('所属菜单的链接类型不是单页');
}

/** A menu item keeps its single pages: it is deleted once they are gone (or moved to another item). */
export async function keepPages(pages: EntityStore, rows: Row[], session: SessionContext, trx: Database) {
  const bound = await pages.where(
    actorOf(session),
    'menuId',
    rows.map((r) => r.id),
    trx,
  );
  if (bound.length) throw new ApiError(`单页「${String(bound[0].title)}」等仍属于该菜单，不能删除`);
}

/** The session's own site can be neither disabled nor deleted (the session would lose its site). */
export function keepCurrentSite(siteIds: readonly string[], current: string | null): void {
  if (current && siteIds.includes(current)) throw new ApiError('不能停用或删除当前所在的站点');
}
