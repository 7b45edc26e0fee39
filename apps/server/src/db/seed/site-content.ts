import type { Kysely } from 'kysely';
import { seedDemoDownloads } from './demo-downloads.js';
import { seedDemoForms } from './demo-forms.js';
import { seedDemoOperations } from './demo-operations.js';
import { seedDemoProducts } from './demo-products.js';
import { seedPushDemo } from './demo-push.js';
import { seedServiceDemo } from './demo-service.js';
import { seedDemoStats } from './demo-stats.js';
import { siteId, stableId } from './ids.js';
import { SITE_CONTENT_EN } from './site-content-en.js';
import { arrangeMenus, type SiteContent, sitePicture } from './site-content-parts.js';
import { SEED_BY, type SeedContext } from './util.js';

/** The Chinese site: a maker's home page, catalogue, download centre, service and news. */
const CN: SiteContent = {
  profile: {
    description: '云站科技专注于笔记本电脑、显示器与网络设备的研发与制造，为用户提供可靠的产品与贴心的服务。',
    seo_title: '云站科技',
    seo_keywords: '云站,笔记本电脑,显示器,路由器,驱动下载',
    seo_description: '云站科技官方网站：笔记本电脑、显示器与路由器的产品信息、驱动下载、服务网点与保修服务。',
    hotline: '400-800-8888',
    email: 'service@example.com.cn',
    address: '深圳市南山区科技园科苑路 1 号',
    copyright: '© 2026 云站科技 版权所有',
    icp_no: '粤ICP备00000000号-1',
  },
  categories: [
    ['news', '新闻中心', 'news'],
    ['company-news', '公司新闻', 'news'],
    ['faq-general', '常见问题', 'faq'],
  ],
  menus: [
    ['home', '首页', 'header', 'url', '/', 1],
    ['products', '产品中心', 'header', 'url', '/product', 2],
    ['type-laptop', '笔记本电脑', 'header', 'productType', 'laptop', 1, 'products'],
    ['type-monitor', '显示器', 'header', 'productType', 'monitor', 2, 'products'],
    ['type-router', '路由器', 'header', 'productType', 'router', 3, 'products'],
    ['downloads', '下载中心', 'header', 'url', '/downloads', 3],
    ['drivers', '驱动下载', 'header', 'url', '/driver', 1, 'downloads'],
    ['manuals', '产品手册', 'header', 'url', '/manual', 2, 'downloads'],
    ['apps', 'APP下载', 'header', 'url', '/appDownload', 3, 'downloads'],
    ['faq', '常见问题', 'header', 'url', '/problem', 4, 'downloads'],
    ['service', '服务支持', 'header', 'url', '/service', 4],
    ['policies', '服务政策', 'header', 'url', '/servicePolicy', 9, 'service'],
    ['news', '新闻中心', 'header', 'page', '', 5],
    ['about', '关于我们', 'header', 'page', '', 6],
    ['contact', '联系我们', 'header', 'page', '', 9, 'about'],
    ['privacy', '隐私政策', 'footer', 'page', '', 9],
  ],
  pages: [
    [
      'about',
      '关于我们',
      'about',
      '<p>云站科技成立于 2012 年，专注于笔记本电脑、显示器与网络设备的研发与制造。我们在深圳、上海设有研发中心，产品销往全球 30 多个国家和地区。</p><p>我们相信好的产品来自对细节的坚持：从外观设计到售后服务，每一步都以用户为中心。</p>',
    ],
    [
      'contact',
      '联系我们',
      'contact',
      '<p>服务热线：400-800-8888（每天 9:00-21:00）</p><p>电子邮件：service@example.com.cn</p><p>地址：深圳市南山区科技园科苑路 1 号</p>',
    ],
    [
      'privacy',
      '隐私政策',
      'privacy',
      '<p>我们重视您的隐私，仅为提供服务收集必要的信息，不会向第三方出售您的个人信息。</p>',
    ],
  ],
  news: [
    [
      'news-terminal-launch',
      '云站智能终端正式发布',
      'launch',
      2,
      '<p>今天，云站科技发布新一代智能终端系列，涵盖笔记本电脑与显示器，带来更长续航、更清晰的屏幕与更安静的散热。</p><p>新品即日起在全国授权门店与官方商城同步发售。</p>',
    ],
    [
      'news-service-network',
      '服务网点覆盖全国 300 多个城市',
      'service',
      9,
      '<p>云站服务网络持续扩展，目前已在全国 300 多个城市设立维修中心与授权服务点，用户可在官网按城市查找最近的网点。</p>',
    ],
    [
      'news-quality-award',
      '云站显示器获年度质量金奖',
      'quality',
      16,
      '<p>在本年度消费电子质量评选中，云站 Studio 系列显示器凭借出色的色彩准确度与可靠性获得质量金奖。</p>',
    ],
    [
      'news-partner-program',
      '云站合作伙伴计划全面启动',
      'partners',
      27,
      '<p>面向渠道与解决方案伙伴的合作伙伴计划全面启动，为伙伴提供培训、技术支持与市场资源。</p>',
    ],
  ],
  ads: [
    ['新品发布：云站智能终端', 'launch', '/product'],
    ['服务网点全国覆盖，就近享受专业维修', 'service', '/serviceNetwork'],
    ['驱动、手册与常见问题，一站下载', 'downloads', '/downloads'],
  ],
  sideAds: [['服务网点全国覆盖', 'https://www.example.com.cn/site/cn/serviceNetwork']],
  // Menu items other demo modules seed (by key), placed under this site's sections.
  arrange: [
    ['/serviceNetwork', 'service', 1],
    ['/warranty', 'service', 2],
    ['/repair', 'service', 3],
    ['/dealer', 'service', 4],
    ['jobs', 'about', 1],
    ['videos', 'about', 2],
    ['reports', 'about', 3],
    ['form-contact', null, 1, 'footer'],
    ['form-subscribe', null, 2, 'footer'],
  ],
};

const CONTENT: Record<'cn' | 'en', SiteContent> = { cn: CN, en: SITE_CONTENT_EN };

/** Days before `now`, as the stored `YYYY-MM-DD HH:mm:ss`. */
const daysBefore = (now: string, days: number) =>
  new Date(new Date(`${now.replace(' ', 'T')}Z`).getTime() - days * 86_400_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/**
 * Seeds the two demo sites' content, once, when the sites were created: their profile (contacts, SEO defaults,
 * footer), categories, a menu tree reaching 产品, 下载, 服务支持, single pages and a news column (菜单内容 with covers),
 * home banners with pictures (`demo-assets/site-*.jpg`), then the modules' demo content, whose menu items are placed
 * in the tree last.
 */
export async function seedSiteContent(ctx: SeedContext, sitesCreated: boolean): Promise<void> {
  if (!sitesCreated) return;
  // biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const audit = { create_by: SEED_BY, create_time: ctx.now };
  for (const [code, c] of Object.entries(CONTENT)) {
    const site = siteId(code);
    const id = (kind: string, key: string) => stableId(`${kind}:${code}:${key}`);
    const picture = (name: string) => sitePicture(ctx, db, name);
    await db.updateTable('sys_site').set(c.profile).where('id', '=', site).execute();
    await db
      .insertInto('cms_site_category')
      .values(
        c.categories.map(([key, name, typeCode], i) => ({
          id: id('category', key),
          parent_id: key === 'company-news' || key === 'press' ? id('category', 'news') : null,
          ...{ name, code: key, type_code: typeCode, sort_no: i, site_id: site, ...audit },
        })),
      )
      .execute();
    await db
      .insertInto('cms_site_menu')
      .values(
        c.menus.map(([key, name, position, linkType, target, sortNo, parent]) => ({
          id: id('menu', key),
          parent_id: parent ? id('menu', parent) : null,
          ...{ name, position, link_type: linkType, sort_no: sortNo, visible: 'Y', new_window: 'N' },
          category_id: linkType === 'category' ? id('category', target) : null,
          link_value: linkType === 'url' || linkType === 'productType' ? target : null,
          ...{ site_id: site, ...audit },
        })),
      )
      .execute();
    const published = { status: 'published', publish_time: ctx.now, site_id: site, del_flag: 0, ...audit };
    const pages = [
      ...c.pages.map(([menu, title, slug, body], i) => ({
        id: id('page', slug),
        ...{ menu_id: id('menu', menu), title, slug, body, seo_title: title, sort_no: i, ...published },
      })),
    ];
    for (const [i, [slug, title, cover, days, body]] of c.news.entries()) {
      pages.push({
        id: id('page', slug),
        ...{ menu_id: id('menu', 'news'), title, slug, body, seo_title: title, sort_no: i, ...published },
        publish_time: daysBefore(ctx.now, days),
        ...{ cover: await picture(`site-news-${cover}`) },
      });
    }
    await db.insertInto('cms_menu_content').values(pages).execute();
    const origin = `https://${code === 'cn' ? 'www.example.com.cn' : 'www.example.com'}/site/${code}`;
    const ads = [];
    for (const [i, [title, asset, path]] of c.ads.entries()) {
      const image = await picture(`site-banner-${asset}`);
      ads.push({
        id: id('ad', String(i)),
        title,
        position: 'home_banner',
        link: `${origin}${path}`,
        image,
        sort_no: i,
      });
    }
    for (const [i, [title, link]] of c.sideAds.entries())
      ads.push({ id: id('ad', `side-${i}`), title, position: 'home_side', link, image: null, sort_no: 10 + i });
    await db
      .insertInto('cms_ad')
      .values(ads.map((ad) => ({ ...ad, clicks: 0, ...published })))
      .execute();
    await seedDemoProducts(db, code === 'cn' ? 'cn' : 'en', site, ctx.now, ctx.files);
  }
  await seedDemoOperations(ctx, { cn: siteId('cn'), en: siteId('en') });
  await seedDemoForms(ctx);
  await seedPushDemo(ctx);
  await seedDemoDownloads(ctx, { cn: siteId('cn'), en: siteId('en') });
  await seedServiceDemo(ctx);
  for (const [code, c] of Object.entries(CONTENT)) await arrangeMenus(db, code, c.arrange);
  // Last: it counts the demo rows above (the forms' submissions, the rows read).
  for (const code of ['cn', 'en'] as const) await seedDemoStats(db, code, siteId(code));
}
