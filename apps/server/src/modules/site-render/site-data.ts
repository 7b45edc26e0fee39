import type { Row } from '../../core/crud/contracts.js';
import { type DeliveryService, publicEntity } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';
import { localRows } from './local-rows.js';
import type { SiteTexts } from './texts/index.js';

type Menu = Row & { children?: Menu[] };
type Read<T> = Promise<{ result: T; validUntil?: number }>;

/**
 * Where each menu item leads (`href`), so templates only print links: a URL (a site path starting with `/`, or an
 * absolute address: the site's own become local paths), a 栏目 page, a product type's catalogue, or the item's own
 * single pages (菜单内容 bound to it, `/page?menuId=`).
 */
export async function menuLinks(
  menus: Menu[],
  site: PublicSite,
  origins: string[],
  productTypes: () => Promise<Row[]>,
): Promise<Menu[]> {
  const base = `/site/${site.code}`;
  const typeCodes = new Map<string, string>();
  const flat = (ms: Menu[]): Menu[] => ms.flatMap((m) => [m, ...flat(m.children ?? [])]);
  if (flat(menus).some((m) => m.linkType === 'productType')) {
    for (const ty of flat(await productTypes())) typeCodes.set(String(ty.code), String(ty.id));
  }
  const own = (url: string) => {
    for (const origin of origins) if (url.startsWith(`${origin}${base}`)) return url.slice(origin.length);
    return url;
  };
  const href = (m: Menu): string => {
    const value = typeof m.linkValue === 'string' ? m.linkValue.trim() : '';
    switch (m.linkType) {
      case 'url':
        return value === '/' || value === '' ? base : value.startsWith('/') ? `${base}${value}` : own(value);
      case 'category':
        return `${base}/category/${m.categoryId}`;
      case 'productType': {
        const id = typeCodes.get(value);
        return id ? `${base}/product?typeId=${encodeURIComponent(id)}` : `${base}/product`;
      }
      default:
        return `${base}/page?menuId=${m.id}`;
    }
  };
  const walk = (ms: Menu[]): Menu[] =>
    ms.map((m) => ({ ...m, href: href(m), ...(m.children ? { children: walk(m.children) } : {}) }));
  return walk(menus);
}

/** The home page's banners: the published ads of position 首页横幅 showing now, in their order. */
export async function homeBanners(delivery: DeliveryService, site: PublicSite): Read<Row[]> {
  const { result, validUntil } = await delivery.list(site, publicEntity('ad'), {
    position: 'home_banner',
    // In their order; of equal order, the newest first.
    sort: 'sortNo,-publishTime',
    pageSize: '10',
  });
  return { result: result.records, validUntil };
}

const FEATURED = 8;

/**
 * The home page's featured products: the catalogue's first products taken in turn from each product type (one of
 * each type first), so the band shows the range rather than one type's models.
 */
export async function featuredProducts(delivery: DeliveryService, site: PublicSite, t: SiteTexts): Read<Row[]> {
  const entity = publicEntity('product');
  const { result, validUntil } = await delivery.list(site, entity, { pageSize: '100' });
  const byType = new Map<string, Row[]>();
  for (const r of localRows(entity, result.records, t)) {
    const key = String(r.typeId ?? '');
    byType.set(key, [...(byType.get(key) ?? []), r]);
  }
  const queues = [...byType.values()];
  const picked: Row[] = [];
  for (let i = 0; picked.length < FEATURED && queues.some((q) => q.length > i); i++) {
    for (const q of queues) if (q[i] && picked.length < FEATURED) picked.push(q[i]);
  }
  return { result: picked, validUntil };
}

const NEWS_ROWS = 4;

/**
 * The site's news column: the first header menu item of link type 单页 (in menu order, children included) bound to
 * more than one published page, with its newest pages (the column's order). A single page (关于我们) is not a column.
 */
export async function newsColumn(
  delivery: DeliveryService,
  site: PublicSite,
  menus: Menu[],
): Read<{ name: unknown; href: unknown; rows: Row[] } | null> {
  const entity = publicEntity('page');
  const candidates = menus
    .filter((m) => m.position === 'header' && m.visible === 'Y')
    .flatMap((m) => [m, ...(m.children ?? [])])
    .filter((m) => m.linkType === 'page' && m.visible === 'Y');
  let validUntil: number | undefined;
  for (const m of candidates) {
    const read = await delivery.list(site, entity, { menuId: String(m.id), pageSize: String(NEWS_ROWS) });
    if (read.validUntil !== undefined) validUntil = Math.min(validUntil ?? read.validUntil, read.validUntil);
    if (read.result.total > 1) return { result: { name: m.name, href: m.href, rows: read.result.records }, validUntil };
  }
  return { result: null, validUntil };
}
