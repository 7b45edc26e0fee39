import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { sql } from 'kysely';
import type { AnyDb, DictSource, ListScope, Row } from '../../core/crud/contracts.js';
import { linkScope } from '../../core/crud/links.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { notFound } from '../../core/errors.js';
import { page } from '../../core/result.js';
import { formatDateTime } from '../../core/time.js';
import { buildTree } from '../../core/tree.js';
import { PublicProjection } from './projection.js';
import { boundaryFields, isPublishedNow, nextMidnight, publishedScope, timeOf } from './published.js';
import { parsePublicQuery } from './query.js';
import type { PublicSite } from './sites.js';

/** Entities the public may read, by their URL segment. */
export const PUBLIC_ENTITIES: ReadonlyMap<string, EntityDef> = new Map(
  ENTITIES.filter((e) => e.publicView).map((e) => [e.publicView?.path ?? '', e]),
);

/** A public entity by URL segment; 404 otherwise. */
export function publicEntity(path: string): EntityDef & { publicView: PublicView } {
  const entity = PUBLIC_ENTITIES.get(path);
  if (!entity?.publicView) throw notFound('内容不存在');
  return entity as EntityDef & { publicView: PublicView };
}

/** The published scope narrowed to rows linked to the ids of a links filter (`?products=<id>`). */
function withLinks(entity: EntityDef & { publicView: PublicView }, params: Record<string, unknown>, base: ListScope) {
  const wanted = Object.fromEntries(
    entity.publicView.filters.filter((f) => params[f] !== undefined).map((f) => [f, params[f]]),
  );
  const links = linkScope(entity, wanted as Record<string, string>);
  if (!links?.where) return base;
  const both = links.where;
  return {
    key: `${base.key ?? ''}|${links.key ?? ''}`,
    where: (qb: Parameters<typeof both>[0]) => both(base.where ? base.where(qb) : qb),
  };
}

/** Most rows a tree answer carries. */
const MAX_TREE_ROWS = 5000;

/** Reads published rows of one site through the engine's stores and projects them to their public fields. */
export class DeliveryService {
  private readonly projection: PublicProjection;

  constructor(
    private readonly stores: EntityStores,
    dicts: DictSource,
    private readonly db: AnyDb,
  ) {
    this.projection = new PublicProjection(stores, dicts, db);
    for (const e of PUBLIC_ENTITIES.values()) this.projection.linesOf(e as EntityDef & { publicView: PublicView });
  }

  private actor = (site: PublicSite) => ({ username: 'public', siteId: site.id });

  /** `more`: a module's own filter (named by its `key`), e.g. the product attribute filter. */
  async list(
    site: PublicSite,
    entity: EntityDef & { publicView: PublicView },
    params: Record<string, unknown>,
    more?: Required<Pick<ListScope, 'where' | 'key'>>,
  ) {
    const query = parsePublicQuery(entity, entity.publicView, params);
    const now = new Date();
    const published = withLinks(entity, params, publishedScope(entity, now));
    const scope: ListScope = more
      ? { where: (qb) => more.where(published.where?.(qb) ?? qb), key: `${published.key ?? ''}|${more.key}` }
      : published;
    const { records, total } = await this.stores.of(entity).page(this.actor(site), query, scope);
    return {
      result: page(await this.project(site, entity, records), total, query.pageNo, query.pageSize),
      validUntil: await this.nextRelease(entity, site, now),
    };
  }

  async item(site: PublicSite, entity: EntityDef & { publicView: PublicView }, id: string) {
    const row = await this.stores.of(entity).get(this.actor(site), id);
    return this.published(site, entity, row);
  }

  async bySlug(site: PublicSite, entity: EntityDef & { publicView: PublicView }, slug: string) {
    const field = entity.publicView.slug;
    if (!field) throw notFound('内容不存在');
    const [row] = await this.stores.of(entity).where(this.actor(site), field, [slug]);
    return this.published(site, entity, row);
  }

  private async published(site: PublicSite, entity: EntityDef & { publicView: PublicView }, row: Row | undefined) {
    const now = new Date();
    if (!row || !isPublishedNow(entity, row, now)) throw notFound('内容不存在');
    const [projected] = await this.project(site, entity, [row]);
    return { result: projected, validUntil: await this.nextRelease(entity, site, now) };
  }

  /** The whole tree of a tree entity (filters apply, e.g. a category type), in its order. */
  async tree(site: PublicSite, entity: EntityDef & { publicView: PublicView }, params: Record<string, unknown>) {
    const tree = entity.tree;
    if (!tree) throw notFound('内容不存在');
    const query = parsePublicQuery(entity, entity.publicView, params);
    const now = new Date();
    const rows: Row[] = [];
    for await (const row of this.stores.of(entity).all(this.actor(site), query, publishedScope(entity, now))) {
      rows.push(row);
      if (rows.length >= MAX_TREE_ROWS) break;
    }
    const projected = await this.project(site, entity, rows);
    const nodes = buildTree(
      projected,
      (r) => String(r.id),
      (r) => (r[tree.parent] as string | null) ?? null,
      (r) => ({ ...r }) as Row & { children?: Row[] },
    );
    return { result: nodes, validUntil: await this.nextRelease(entity, site, now) };
  }

  /** Public fields only, with the texts of their dictionaries, public references' names, file URLs and lines. */
  project(site: PublicSite, entity: EntityDef & { publicView: PublicView }, rows: Row[]): Promise<Row[]> {
    return this.projection.project(site, entity, rows);
  }

  /**
   * When the next scheduled change of the site's public rows comes (a publish time, an ad's start or end): cached
   * answers hold until then.
   */
  private async nextRelease(entity: EntityDef, site: PublicSite, now: Date): Promise<number | undefined> {
    let next = entity.publicView?.until ? nextMidnight(now) : undefined;
    for (const field of boundaryFields(entity)) {
      const time = sql.ref(entity.columnOf(field));
      let qb = this.db
        .selectFrom(entity.table)
        .select((eb) => eb.fn.min(time).as('next'))
        .where(sql.ref(entity.columnOf('siteId')), '=', site.id)
        .where(time, '>', formatDateTime(now));
      if (entity.publicView?.publishable) qb = qb.where(sql.ref(entity.columnOf('status')), '=', 'published');
      if (entity.softDelete) qb = qb.where(sql.ref(entity.columnOf('delFlag')), '=', 0);
      const found = (await qb.executeTakeFirst())?.next;
      if (found) next = Math.min(next ?? Number.POSITIVE_INFINITY, timeOf(String(found)));
    }
    return next;
  }
}
