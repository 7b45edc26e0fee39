import type { Kysely } from 'kysely';
import { seedDemoDownloads } from './demo-downloads.js';
import { seedDemoForms } from './demo-forms.js';
import { seedDemoOperations } from './demo-operations.js';
import { seedDemoProducts } from './demo-products.js';
import { seedPushDemo } from './demo-push.js';
import { seedServiceDemo } from './demo-service.js';
import { seedDemoStats } from './demo-stats.js';
import { siteId, stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

/** Demo content of one seeded site: what a new user sees on its screens. */
interface SiteContent {
  categories: [code: string, name: string, typeCode: string][];
  /** [key, name, position, link type, target (category code, URL), sortNo] */
  menus: [string, string, string, string, string, number][];
  /** [menu key, title, slug, body] */
  pages: [string, string, string, string][];
  ads: [title: string, position: string, link: string][];
}

const CONTENT: Record<'cn' | 'en', SiteContent> = {
  cn: {
    categories: [
      ['news', '新闻中心', 'news'],
      ['company-news', '公司新闻', 'news'],
      ['faq-general', '常见问题', 'faq'],
    ],
    menus: [
      ['home', '首页', 'header', 'url', '/', 1],
      ['news', '新闻中心', 'header', 'category', 'news', 2],
      ['about', '关于我们', 'header', 'page', '', 3],
      ['contact', '联系我们', 'header', 'page', '', 4],
      ['privacy', '隐私政策', 'footer', 'page', '', 1],
    ],
    pages: [
      ['about', '关于我们', 'about', '<p>云站科技专注于智能硬件的研发与制造，产品远销全球。</p>'],
      ['contact', '联系我们', 'contact', '<p>服务热线：400-800-8888</p><p>地址：深圳市南山区科技园</p>'],
      ['privacy', '隐私政策', 'privacy', '<p>我们重视您的隐私，仅为提供服务收集必要的信息。</p>'],
    ],
    ads: [
      ['新品发布：云站智能终端', 'home_banner', 'https://www.example.com.cn/products'],
      ['服务网点全国覆盖', 'home_side', 'https://www.example.com.cn/service'],
    ],
  },
  en: {
    categories: [
      ['news', 'News', 'news'],
      ['press', 'Press releases', 'news'],
      ['faq-general', 'FAQ', 'faq'],
    ],
    menus: [
      ['home', 'Home', 'header', 'url', '/', 1],
      ['news', 'News', 'header', 'category', 'news', 2],
      ['about', 'About us', 'header', 'page', '', 3],
      ['contact', 'Contact', 'header', 'page', '', 4],
    ],
    pages: [
      ['about', 'About us', 'about', '<p>Yunzhan designs and builds smart devices sold worldwide.</p>'],
      ['contact', 'Contact', 'contact', '<p>E-mail: support@example.com</p>'],
    ],
    ads: [['Meet the new Yunzhan terminal', 'home_banner', 'https://www.example.com/products']],
  },
};

/** Seeds categories, menus, single pages and ads of the two demo sites, once, when the sites were created. */
export async function seedSiteContent(ctx: SeedContext, sitesCreated: boolean): Promise<void> {
  if (!sitesCreated) return;
  // biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const audit = { create_by: SEED_BY, create_time: ctx.now };
  for (const [code, c] of Object.entries(CONTENT)) {
    const site = siteId(code);
    const id = (kind: string, key: string) => stableId(`${kind}:${code}:${key}`);
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
        c.menus.map(([key, name, position, linkType, target, sortNo]) => ({
          id: id('menu', key),
          ...{ name, position, link_type: linkType, sort_no: sortNo, visible: 'Y', new_window: 'N' },
          category_id: linkType === 'category' ? id('category', target) : null,
          link_value: linkType === 'url' ? target : null,
          ...{ site_id: site, ...audit },
        })),
      )
      .execute();
    const published = { status: 'published', publish_time: ctx.now, site_id: site, del_flag: 0, ...audit };
    await db
      .insertInto('cms_menu_content')
      .values(
        c.pages.map(([menu, title, slug, body], i) => ({
          id: id('page', slug),
          ...{ menu_id: id('menu', menu), title, slug, body, seo_title: title, sort_no: i, ...published },
        })),
      )
      .execute();
    await db
      .insertInto('cms_ad')
      .values(
        c.ads.map(([title, position, link], i) => ({
          id: id('ad', String(i)),
          ...{ title, position, link, clicks: 0, sort_no: i, ...published },
        })),
      )
      .execute();
    await seedDemoProducts(db, code === 'cn' ? 'cn' : 'en', site, ctx.now, ctx.files);
  }
  await seedDemoOperations(ctx, { cn: siteId('cn'), en: siteId('en') });
  await seedDemoForms(ctx);
  await seedPushDemo(ctx);
  await seedDemoDownloads(ctx, { cn: siteId('cn'), en: siteId('en') });
  await seedServiceDemo(ctx);
  // Last: it counts the demo rows above (the forms' submissions, the rows read).
  for (const code of ['cn', 'en'] as const) await seedDemoStats(db, code, siteId(code));
}
