import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import type { Row } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import { type DeliveryService, PUBLIC_ENTITIES, publicEntity } from '../public/delivery-service.js';
import { publicRefTarget } from '../public/projection.js';
import { isPublicListParam } from '../public/query.js';
import type { PublicSite } from '../public/sites.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { templateEngine } from './engine.js';
import { STANDALONE_PAGES } from './module-templates/index.js';
import { withoutReferrerOverrides } from './referrer-overrides.js';
import type { RenderPool } from './render-pool.js';
import type { TemplateSource } from './template-source.js';
import { siteTexts } from './texts/index.js';

type PublicEntity = EntityDef & { publicView: PublicView };

const NOT_SHOWN = new Set(['seoTitle', 'seoKeywords', 'seoDescription', 'slug', 'sortNo']);
/** References that place a row in the site's navigation (its menu, its parent): the layout shows those. */
const NAVIGATION_REFS = new Set(['menuId', 'parentId']);

/** What templates know of a module: its path, title, the field naming a row and the public fields with labels. */
function moduleInfo(e: PublicEntity) {
  const view = e.publicView;
  const kind = (name: string) => e.field(name)?.kind ?? '';
  return {
    path: view.path,
    title: e.title,
    display: e.display ?? 'id',
    // References are listed apart (`refs`); SEO fields, the slug and the order go to the page's head or nowhere; rich text prints as its sanitised
    // HTML (`html`); images as images from their public URL.
    fields: view.fields
      .filter((name) => !['ref', 'links'].includes(kind(name)) && !NOT_SHOWN.has(name))
      .map((name) => ({
        name,
        label: e.field(name)?.label ?? name,
        text: e.dictFields.includes(name) ? `${name}_dictText` : name,
        html: kind(name) === 'richText',
        image: kind(name) === 'image' ? `${name}_url` : undefined,
      })),
    // Public references to public rows (a category …): the row's name (null while it is not published) linking to
    // its page.
    refs: view.fields.flatMap((name) => {
      const target = NAVIGATION_REFS.has(name) ? undefined : publicRefTarget(e, name);
      if (!target) return [];
      const label = e.field(name)?.label ?? name;
      return [{ name, label, text: `${name}_dictText`, path: target.publicView.path, many: kind(name) === 'links' }];
    }),
  };
}

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

const earliest = (...times: (number | undefined)[]) => {
  const known = times.filter((t) => t !== undefined);
  return known.length ? Math.min(...known) : undefined;
};

const GROUPS = { trees: [] as string[], lists: [] as string[] };
for (const e of PUBLIC_ENTITIES.values()) GROUPS[e.tree ? 'trees' : 'lists'].push(e.publicView?.path ?? '');
const MODULES = [...PUBLIC_ENTITIES.values()].map((e) => moduleInfo(e as PublicEntity));

/**
 * Renders a site's pages: its templates (falling back to the built-in ones) against published content read through
 * the delivery service, so the pages show exactly what the delivery API serves. Templates run in the render pool's
 * workers, off this thread, with its limits.
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
  ) {}

  /**
   * Trees of every public tree entity (menus, categories) and the first rows of every other, each read only when a
   * template first touches its name (`trees.menu`, `lists.ad` …: the worker asks for it, `read` reads it here), so a
   * page reads only what its templates show; `validUntil` then covers what was read.
   */
  private shared(site: PublicSite) {
    let validUntil: number | undefined;
    const read = async (group: string, path: string) => {
      const entity = publicEntity(path);
      const r =
        group === 'trees'
          ? await this.delivery.tree(site, entity, {})
          : await this.delivery.list(site, entity, { pageSize: String(HOME_ROWS) });
      validUntil = earliest(validUntil, r.validUntil);
      return r.result;
    };
    const { code, name, language, domain } = site;
    // `t`: the built-in pages' texts in the site's language.
    const data = { site: { code, name, language, domain }, modules: MODULES, t: siteTexts(language) };
    return { data, read, validUntil: () => validUntil };
  }

  /**
   * Renders the first of `names` the site or the built-ins have (module pages such as the support page use it),
   * unable to weaken the referrer policy it is served with (a preview loses its `http-equiv` metas too).
   */
  async page(
    site: PublicSite,
    names: string[],
    data: Record<string, unknown>,
    until?: number,
    preview = false,
  ): Promise<RenderedPage> {
    const own = await this.templates(site.id);
    const name =
      names.find((n) => own[n] !== undefined || DEFAULT_TEMPLATES[n] !== undefined) ?? names[names.length - 1];
    const shared = this.shared(site);
    const body = await this.pool.render({
      site: site.id,
      templates: own,
      name,
      data: { ...shared.data, ...data },
      lazy: GROUPS,
      read: shared.read,
    });
    return {
      body: withoutReferrerOverrides(body, { httpEquiv: preview }),
      validUntil: earliest(until, shared.validUntil()),
    };
  }

  /**
   * Renders the template `code` of `templates` (a site's own, with one being saved) as the pool renders pages, with
   * sample data and no reads (it runs inside the save's transaction): throws the pool's `TemplateFailure`.
   */
  async check(templates: Readonly<Record<string, string>>, code: string): Promise<void> {
    const t = siteTexts('zh-CN');
    const data = { site: { code: 'check', name: '模板检查', language: 'zh-CN' }, modules: MODULES, t, title: code };
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
    return this.page(site, ['home'], {});
  }

  /** A module's list page, from the query parameters it reads (`listReads`; others are left alone). */
  async list(site: PublicSite, path: string, params: Record<string, unknown>): Promise<RenderedPage> {
    const titles: Readonly<Record<string, string>> = siteTexts(site.language).titles;
    if (Object.hasOwn(STANDALONE_PAGES, path))
      return this.page(site, [`${path}-page`], { title: titles[path] ?? STANDALONE_PAGES[path] });
    const entity = publicEntity(path);
    const reads = this.listReads(path);
    const query = Object.fromEntries(Object.entries(params).filter(([name]) => reads(name)));
    const own = this.lists[path];
    const { result, validUntil, more } = own
      ? await own(site, query)
      : { ...(await this.delivery.list(site, entity, query)), more: {} };
    const data = { module: moduleInfo(entity), page: result, query, title: titles[path] ?? entity.title, ...more };
    return this.page(site, [`${path}-list`, 'list'], data, validUntil);
  }

  async detail(site: PublicSite, path: string, id: string): Promise<RenderedPage> {
    const entity = publicEntity(path);
    const { result, validUntil } = await this.delivery.item(site, entity, id);
    return this.item(site, entity, result, [`${path}-detail`, 'detail'], validUntil);
  }

  async bySlug(site: PublicSite, path: string, slug: string): Promise<RenderedPage> {
    const entity = publicEntity(path);
    const { result, validUntil } = await this.delivery.bySlug(site, entity, slug);
    return this.item(site, entity, result, [`${path}-page`, 'page'], validUntil);
  }

  /** A row as its detail page shows it, whatever its state (the back office's preview of a draft). */
  async preview(site: PublicSite, entity: EntityDef, row: Row): Promise<string> {
    if (!entity.publicView) throw new ApiError('该内容没有公开页面');
    const [projected] = await this.delivery.project(site, entity as PublicEntity, [row]);
    const names = [`${entity.publicView.path}-detail`, 'detail'];
    return (await this.item(site, entity as PublicEntity, projected, names, undefined, true)).body;
  }

  private async item(
    site: PublicSite,
    entity: PublicEntity,
    item: Row,
    names: string[],
    until?: number,
    preview = false,
  ) {
    const info = moduleInfo(entity);
    const title = String(item[info.display] ?? entity.title);
    const more = (await this.extras[info.path]?.(site, item)) ?? {};
    return this.page(site, names, { module: info, item, preview, title, ...more }, until, preview);
  }

  /** A page that shows no module's rows (the public forms): the first template of `names` the site has. */
  async render(site: PublicSite, names: string[], data: Record<string, unknown>): Promise<string> {
    return (await this.page(site, names, data)).body;
  }

  /** An error page from the built-in templates only (a broken site template cannot break it). */
  error(title: string, message: string): Promise<string> {
    return this.fallback.renderFile('error', { site: {}, trees: {}, title, message });
  }
}
