import type { Row } from '../../core/crud/contracts.js';
import { type DeliveryService, publicEntity } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';
import type { SiteSeo } from './seo.js';

/** Pages of a site without rows of their own: home, the hubs, lists and look-ups. */
const PAGES = [
  '',
  '/product',
  '/downloads',
  '/driver',
  '/manual',
  '/appDownload',
  '/update',
  '/guide',
  '/problem',
  '/service',
  '/serviceNetwork',
  '/warranty',
  '/repair',
  '/dealer',
  '/servicePolicy',
  '/job',
  '/video',
  '/report',
];

/** Modules whose rows are pages of their own (`/{path}/{id}`); banners, menus, categories and look-up lists are not. */
const ROW_PAGES = [
  'page',
  'product',
  'driver',
  'manual',
  'appDownload',
  'update',
  'guide',
  'problem',
  'servicePolicy',
  'job',
  'video',
  'report',
];

const PAGE_SIZE = 100;
/** Rows per module at most (a sitemap holds 50 000 addresses). */
const MAX_ROWS = 4_000;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

async function* published(delivery: DeliveryService, site: PublicSite, path: string): AsyncGenerator<Row> {
  const entity = publicEntity(path);
  for (let pageNo = 1; pageNo * PAGE_SIZE <= MAX_ROWS; pageNo++) {
    const { result } = await delivery.list(site, entity, { pageNo: String(pageNo), pageSize: String(PAGE_SIZE) });
    yield* result.records;
    if (pageNo >= result.pages) return;
  }
}

/**
 * The site's `sitemap.xml`: its pages and the published rows that have pages, at their absolute addresses (with the
 * day each row was published); undefined when the site has no base address (no `PUBLIC_URL`, no 域名).
 */
export async function sitemapOf(
  delivery: DeliveryService,
  seo: SiteSeo,
  site: PublicSite,
): Promise<string | undefined> {
  if (!seo.base(site)) return undefined;
  const urls: string[] = [];
  const add = (path: string, lastmod?: unknown) => {
    const day = typeof lastmod === 'string' && /^\d{4}-\d{2}-\d{2}/.test(lastmod) ? lastmod.slice(0, 10) : undefined;
    const loc = escapeXml(seo.url(site, path) ?? '');
    urls.push(`<url><loc>${loc}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`);
  };
  for (const path of PAGES) add(path);
  for (const path of ROW_PAGES) {
    for await (const row of published(delivery, site, path))
      add(`/${path}/${encodeURIComponent(String(row.id))}`, row.publishTime);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** The site's `robots.txt`: everything may be crawled but the subscription's token pages; where the sitemap is. */
export function robotsOf(seo: SiteSeo, site: PublicSite): string {
  const sitemap = seo.url(site, '/sitemap.xml');
  return [
    'User-agent: *',
    `Disallow: /site/${site.code}/subscribe/`,
    `Disallow: /site/${site.code}/support?`,
    ...(sitemap ? ['', `Sitemap: ${sitemap}`] : []),
    '',
  ].join('\n');
}
