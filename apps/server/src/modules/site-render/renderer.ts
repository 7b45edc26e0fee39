import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import type { Row } from '../../core/crud/contracts.js';
import { ApiError, notFound } from '../../core/errors.js';
import { type DeliveryService, PUBLIC_ENTITIES, publicEntity } from '../public/delivery-service.js';
import { isPublicListParam } from '../public/query.js';
import type { PublicSite } from '../public/sites.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { templateEngine } from './engine.js';
import { localRows } from './local-rows.js';
import { moduleInfo, modulesFor } from './module-info.js';
import { STANDALONE_PAGES } from './module-templates/index.js';
import { withoutReferrerOverrides } from './referrer-overrides.js';
import type { RenderPool } from './render-pool.js';
import { listAt, type PageAt, rowCounterpart, SiteSeo } from './seo.js';
import { featuredProducts, homeBanners, menuLinks, newsColumn } from './site-data.js';
import type { TemplateSource } from './template-source.js';
import { siteTexts } from './texts/index.js';

type PublicEntity = EntityDef & { publicView: PublicView };

const HOME_ROWS = 10;

/** More data of a module's detail page than its public fields (a product's specification table …). */
export type DetailExtras = (site: PublicSite, item: Row) => Promise<Record<string, unknown>>;

/** A module's own list page (the catalogue's attribute filters): its rows, and more data for the template. */
export interface ListPage {
  (
    site: PublicSite,
    query: Record<string, unknown>,
  ): Promise<{ result: unknown; validUntil?: number; more: Record<string, unknown> }>;
  /** Query parameters it reads besides those of the module's public list. */
  reads?: (name: string) => boolean;
}

/** A rendered page and when it must be rendered again (the next scheduled row of what it shows). */
export interface RenderedPage {
  body: string;
  validUntil?: number;
}

/** How a page is rendered: until when its own data holds, as a back-office preview, and where it is (SEO links). */
export interface PageOptions {
  until?: number;
  preview?: boolean;
  at?: PageAt;
}

const earliest = (...times: (number | undefined)[]) => {
  const known = times.filter((t) => t !== undefined);
  return known.length ? Math.min(...known) : undefined;
};

/** Values read when a template first touches them, by group: every public tree and list, the home page's bands, SEO. */
const GROUPS = {
  trees: [] as string[],
  lists: [] as string[],
  home: ['banners', 'products', 'news'],
  seo: ['canonical', 'alternates'],
};
for (const e of PUBLIC_ENTITIES.values()) GROUPS[e.tree ? 'trees' : 'lists'].push(e.publicView?.path ?? '');

/** What a page may show of its site: the public profile (contacts, SEO defaults), never its id. */
function siteData(site: PublicSite, origins: string[]) {
  const { id: _id, ...shown } = site;
  return { ...shown, origins };
}

/**
 * Renders a site's pages: its templates (falling back to the built-in ones) against published content read through
 * the delivery service, so the pages show exactly what the delivery API serves, in the site's language (`t`, the
 * dictionaries' texts of its rows, dates and numbers). Templates run in the render pool's workers, off this thread,
 * with its limits.
 */
export class SiteRenderer {
  private readonly fallback = templateEngine(DEFAULT_TEMPLATES);

  constructor(
    private readonly pool: RenderPool,
    private readonly delivery: DeliveryService,
    private readonly templates: TemplateSource,
    /** By module path. */
    private readonly extras: Readonly<Record<string, DetailExtras>> = {},
    /** By module path: list pages read their own way. */
    private readonly lists: Readonly<Record<string, ListPage>> = {},
    readonly seo: SiteSeo = new SiteSeo({
      list: async () => [],
      of: async () => Promise.reject(notFound('站点不存在')),
    }),
  ) {}

  /** The enabled site of a code, or undefined (an error page is then in the default language). */
  async siteOf(code: string | undefined): Promise<PublicSite | undefined> {
    return code ? this.seo.sites.of(code).catch(() => undefined) : undefined;
  }

  /**
   * What every page sees. Trees of every public tree entity (menus with their links, categories), the first rows of
   * every other, the home page's bands and the SEO links are each read only when a template first touches its name
   * (`trees.menu`, `lists.ad`, `home.news`, `seo.alternates` …: the worker asks for it, `read` reads it here), so a
   * page reads only what its templates show; `validUntil` then covers what was read.
   */
  private shared(site: PublicSite, at?: PageAt) {
    const t = siteTexts(site.language);
    let validUntil: number | undefined;
    const track = <T>(r: { result: T; validUntil?: number }) => {
      validUntil = earliest(validUntil, r.validUntil);
      return r.result;
    };
    let menus: Promise<Row[]> | undefined;
    const origins = this.seo.origins(site);
    const tree = async (path: string) => {
      const entity = publicEntity(path);
      return localRows(entity, track(await this.delivery.tree(site, entity, {})), t) as Row[];
    };
    const menu = () => {
      menus ??= tree('menu').then((rows) => menuLinks(rows, site, origins, () => tree('productType')));
      return menus;
    };
    let links: ReturnType<SiteSeo['links']> | undefined;
    const seo = () => {
      links ??= at ? this.seo.links(site, at) : Promise.resolve({ alternates: [] });
      return links;
    };
    const read = async (group: string, name: string): Promise<unknown> => {
      if (group === 'seo') return (await seo())[name as 'canonical' | 'alternates'];
      if (group === 'home' && name === 'banners') return track(await homeBanners(this.delivery, site));
      if (group === 'home' && name === 'products') return track(await featuredProducts(this.delivery, site, t));
      if (group === 'home') return track(await newsColumn(this.delivery, site, await menu()));
      if (group === 'trees') return name === 'menu' ? menu() : tree(name);
      const entity = publicEntity(name);
      return localRows(entity, track(await this.delivery.list(site, entity, { pageSize: String(HOME_ROWS) })), t);
    };
    const data = {
      site: siteData(site, origins),
      base: `/site/${site.code}`,
      // The page's address as the menus link it (its page number aside): the menus mark it current.
      here: at ? `/site/${site.code}${at.path.replace(/[?&]pageNo=\d+$/, '')}` : '',
      modules: modulesFor(site.language),
      // `t`: the built-in pages' texts in the site's language.
      t,
    };
    return { data, read, validUntil: () => validUntil };
  }

  /**
   * Renders the first of `names` the site or the built-ins have (module pages such as the support page use it),
   * unable to weaken the referrer policy it is served with (a preview loses its `http-equiv` metas too).
   */
  async page(site: PublicSite, names: string[], data: Record<string, unknown>, opts: PageOptions = {}) {
    const own = await this.templates(site.id);
    const name =
      names.find((n) => own[n] !== undefined || DEFAULT_TEMPLATES[n] !== undefined) ?? names[names.length - 1];
    const shared = this.shared(site, opts.preview ? undefined : opts.at);
    const body = await this.pool.render({
      site: site.id,
      templates: own,
      name,
      data: { ...shared.data, ...data },
      lazy: GROUPS,
      read: shared.read,
    });
    return {
      body: withoutReferrerOverrides(body, { httpEquiv: !!opts.preview }),
      validUntil: earliest(opts.until, shared.validUntil()),
    } satisfies RenderedPage;
  }

  /**
   * Renders the template `code` of `templates` (a site's own, with one being saved) as the pool renders pages, with
   * sample data and no reads (it runs inside the save's transaction): throws the pool's `TemplateFailure`.
   */
  async check(templates: Readonly<Record<string, string>>, code: string): Promise<void> {
    const t = siteTexts('zh-CN');
    const site = { code: 'check', name: '模板检查', language: 'zh-CN', origins: [] };
    const data = { site, base: '/site/check', here: '', modules: modulesFor('zh-CN'), t, title: code };
    await this.pool.render({ templates, name: code, data, urgent: true });
  }

  /** Query parameters the list page of `path` reads: anything else leaves the page as it is. */
  listReads(path: string): (name: string) => boolean {
    if (Object.hasOwn(STANDALONE_PAGES, path)) return () => false;
    const view = publicEntity(path).publicView;
    const own = this.lists[path]?.reads;
    return (name) => isPublicListParam(view, name) || !!own?.(name);
  }

  home(site: PublicSite): Promise<RenderedPage> {
    return this.page(site, ['home'], {}, { at: { path: '' } });
  }

  /** A module's list page, from the query parameters it reads (`listReads`; others are left alone). */
  async list(site: PublicSite, path: string, params: Record<string, unknown>): Promise<RenderedPage> {
    const t = siteTexts(site.language);
    if (Object.hasOwn(STANDALONE_PAGES, path)) {
      const title = t.titles[path] ?? STANDALONE_PAGES[path];
      return this.page(site, [`${path}-page`], { title }, { at: { path: `/${path}` } });
    }
    const entity = publicEntity(path);
    const reads = this.listReads(path);
    const query = Object.fromEntries(Object.entries(params).filter(([name]) => reads(name)));
    const own = this.lists[path];
    const { result, validUntil, more } = own
      ? await own(site, query)
      : { ...(await this.delivery.list(site, entity, query)), more: {} };
    const module = moduleInfo(entity, t);
    const pageQuery = new URLSearchParams(
      Object.entries(query).filter((e): e is [string, string] => e[0] !== 'pageNo' && typeof e[1] === 'string'),
    ).toString();
    const data = {
      module,
      page: localRows(entity, result, t),
      query,
      pageQuery,
      title: t.titles[path] ?? module.title,
      ...more,
    };
    return this.page(site, [`${path}-list`, 'list'], data, { until: validUntil, at: listAt(entity, query) });
  }

  async detail(site: PublicSite, path: string, id: string): Promise<RenderedPage> {
    const entity = publicEntity(path);
    const { result, validUntil } = await this.delivery.item(site, entity, id);
    const at = {
      path: `/${path}/${encodeURIComponent(id)}`,
      counterpart: rowCounterpart(this.delivery, entity, result, 'id'),
    };
    return this.item(site, entity, result, [`${path}-detail`, 'detail'], { until: validUntil, at });
  }

  async bySlug(site: PublicSite, path: string, slug: string): Promise<RenderedPage> {
    const entity = publicEntity(path);
    const { result, validUntil } = await this.delivery.bySlug(site, entity, slug);
    const at = {
      path: `/${path}/by-slug/${encodeURIComponent(slug)}`,
      counterpart: rowCounterpart(this.delivery, entity, result, 'slug'),
    };
    return this.item(site, entity, result, [`${path}-page`, 'page'], { until: validUntil, at });
  }

  /** A row as its detail page shows it, whatever its state (the back office's preview of a draft). */
  async preview(site: PublicSite, entity: EntityDef, row: Row): Promise<string> {
    if (!entity.publicView) throw new ApiError('该内容没有公开页面');
    const [projected] = await this.delivery.project(site, entity as PublicEntity, [row]);
    const names = [`${entity.publicView.path}-detail`, 'detail'];
    return (await this.item(site, entity as PublicEntity, projected, names, { preview: true })).body;
  }

  private async item(site: PublicSite, entity: PublicEntity, row: Row, names: string[], opts: PageOptions) {
    const t = siteTexts(site.language);
    const info = moduleInfo(entity, t);
    const item = localRows(entity, row, t);
    const title = String(item[info.display] ?? info.title);
    const more = (await this.extras[info.path]?.(site, item)) ?? {};
    return this.page(site, names, { module: info, item, preview: !!opts.preview, title, ...more }, opts);
  }

  /** A page that shows no module's rows (the public forms): the first template of `names` the site has. */
  async render(site: PublicSite, names: string[], data: Record<string, unknown>, at?: PageAt): Promise<string> {
    return (await this.page(site, names, data, { at })).body;
  }

  /**
   * An error page from the built-in templates only (a broken site template cannot break it), in the site's language
   * when the site is known.
   */
  error(title: string, message: string, site?: PublicSite): Promise<string> {
    const t = siteTexts(site?.language);
    const shown = site ? { site: siteData(site, []), base: `/site/${site.code}` } : { site: {} };
    return this.fallback.renderFile('error', { ...shown, trees: {}, seo: {}, home: {}, t, title, message });
  }
}
