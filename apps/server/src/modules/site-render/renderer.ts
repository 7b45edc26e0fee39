import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import type { Liquid } from 'liquidjs';
import type { Row } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import { type DeliveryService, PUBLIC_ENTITIES, publicEntity } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { templateEngine } from './engine.js';
import type { TemplateSource } from './template-source.js';

type PublicEntity = EntityDef & { publicView: PublicView };

/** What templates know of a module: its path, title, the field naming a row and the public fields with labels. */
function moduleInfo(e: PublicEntity) {
  const view = e.publicView;
  return {
    path: view.path,
    title: e.title,
    display: e.display ?? 'id',
    fields: view.fields.map((name) => ({
      name,
      label: e.field(name)?.label ?? name,
      text: e.dictFields.includes(name) ? `${name}_dictText` : name,
    })),
  };
}

const HOME_ROWS = 10;

/**
 * Renders a site's pages: its templates (falling back to the built-in ones) against published content read through
 * the delivery service, so the pages show exactly what the delivery API serves.
 */
export class SiteRenderer {
  private readonly engines = new Map<string, { templates: Readonly<Record<string, string>>; liquid: Liquid }>();
  private readonly fallback = templateEngine(DEFAULT_TEMPLATES);

  constructor(
    private readonly delivery: DeliveryService,
    private readonly templates: TemplateSource,
  ) {}

  private async engine(site: PublicSite): Promise<Liquid> {
    const own = await this.templates(site.id);
    const hit = this.engines.get(site.id);
    if (hit && hit.templates === own) return hit.liquid;
    const liquid = templateEngine({ ...DEFAULT_TEMPLATES, ...own });
    this.engines.set(site.id, { templates: own, liquid });
    return liquid;
  }

  /** Trees of every public tree entity (menus, categories) and the first rows of every other. */
  private async shared(site: PublicSite) {
    const trees: Record<string, Row[]> = {};
    const lists: Record<string, unknown> = {};
    for (const e of PUBLIC_ENTITIES.values()) {
      const entity = e as PublicEntity;
      if (entity.tree) trees[entity.publicView.path] = (await this.delivery.tree(site, entity, {})).result;
      else
        lists[entity.publicView.path] = (
          await this.delivery.list(site, entity, { pageSize: String(HOME_ROWS) })
        ).result;
    }
    const modules = [...PUBLIC_ENTITIES.values()].map((e) => moduleInfo(e as PublicEntity));
    return {
      site: { code: site.code, name: site.name, language: site.language, domain: site.domain },
      trees,
      lists,
      modules,
    };
  }

  private async page(site: PublicSite, names: string[], data: Record<string, unknown>): Promise<string> {
    const liquid = await this.engine(site);
    const own = await this.templates(site.id);
    const name = names.find((n) => own[n] !== undefined) ?? names[names.length - 1];
    return liquid.renderFile(name, { ...(await this.shared(site)), ...data });
  }

  home(site: PublicSite): Promise<string> {
    return this.page(site, ['home'], {});
  }

  async list(site: PublicSite, path: string, query: Record<string, unknown>): Promise<string> {
    const entity = publicEntity(path);
    const { result } = await this.delivery.list(site, entity, query);
    const info = moduleInfo(entity);
    return this.page(site, [`${path}-list`, 'list'], { module: info, page: result, query, title: entity.title });
  }

  async detail(site: PublicSite, path: string, id: string): Promise<string> {
    const entity = publicEntity(path);
    const { result } = await this.delivery.item(site, entity, id);
    return this.item(site, entity, result, [`${path}-detail`, 'detail']);
  }

  async bySlug(site: PublicSite, path: string, slug: string): Promise<string> {
    const entity = publicEntity(path);
    const { result } = await this.delivery.bySlug(site, entity, slug);
    return this.item(site, entity, result, [`${path}-page`, 'page']);
  }

  /** A row as its detail page shows it, whatever its state (the back office's preview of a draft). */
  async preview(site: PublicSite, entity: EntityDef, row: Row): Promise<string> {
    if (!entity.publicView) throw new ApiError('该内容没有公开页面');
    const [projected] = await this.delivery.project(entity as PublicEntity, [row]);
    return this.item(site, entity as PublicEntity, projected, [`${entity.publicView.path}-detail`, 'detail'], true);
  }

  private item(site: PublicSite, entity: PublicEntity, item: Row, names: string[], preview = false): Promise<string> {
    const info = moduleInfo(entity);
    return this.page(site, names, { module: info, item, preview, title: String(item[info.display] ?? entity.title) });
  }

  /** An error page from the built-in templates only (a broken site template cannot break it). */
  error(title: string, message: string): Promise<string> {
    return this.fallback.renderFile('error', { site: {}, trees: {}, title, message });
  }
}
