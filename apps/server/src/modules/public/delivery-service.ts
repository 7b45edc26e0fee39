import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { sql } from 'kysely';
import type { AnyDb, DictSource, ListScope, Row } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import { addLinkValues, linkScope } from '../../core/crud/links.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { notFound } from '../../core/errors.js';
import { page } from '../../core/result.js';
import { formatDateTime } from '../../core/time.js';
import { buildTree } from '../../core/tree.js';
import { isPublishedNow, nextMidnight, publishedScope, timeOf } from './published.js';
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
  constructor(
    private readonly stores: EntityStores,
    private readonly dicts: DictSource,
    private readonly db: AnyDb,
  ) {}

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
      result: page(await this.project(entity, records, site), total, query.pageNo, query.pageSize),
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
    const [projected] = await this.project(entity, [row], site);
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
    const projected = await this.project(entity, rows, site);
    const nodes = buildTree(
      projected,
      (r) => String(r.id),
      (r) => (r[tree.parent] as string | null) ?? null,
      (r) => ({ ...r }) as Row & { children?: Row[] },
    );
    return { result: nodes, validUntil: await this.nextRelease(entity, site, now) };
  }

  /** Public fields only, with the texts of their dictionaries (links: the ids of the site's linked rows). */
  async project(entity: EntityDef & { publicView: PublicView }, rows: Row[], site: PublicSite): Promise<Row[]> {
    await addDictText(entity, rows, this.dicts, this.db);
    if (entity.linkFields.some((f) => entity.publicView.fields.includes(f))) {
      await addLinkValues(this.db, this.stores, entity, this.actor(site), rows);
    }
    const names = entity.publicView.fields.flatMap((f) => (entity.dictFields.includes(f) ? [f, `${f}_dictText`] : [f]));
    return rows.map((r) => Object.fromEntries(names.map((n) => [n, r[n] ?? null])));
  }

  /** When the next scheduled row of the site becomes public: cached answers hold until then. */
  private async nextRelease(entity: EntityDef, site: PublicSite, now: Date): Promise<number | undefined> {
    const closing = entity.publicView?.until ? nextMidnight(now) : undefined;
    if (!entity.publicView?.publishable) return closing;
    const time = sql.ref(entity.columnOf('publishTime'));
    let qb = this.db
      .selectFrom(entity.table)
      .select((eb) => eb.fn.min(time).as('next'))
      .where(sql.ref(entity.columnOf('siteId')), '=', site.id)
      .where(sql.ref(entity.columnOf('status')), '=', 'published')
      .where(time, '>', formatDateTime(now));
    if (entity.softDelete) qb = qb.where(sql.ref(entity.columnOf('delFlag')), '=', 0);
    const next = (await qb.executeTakeFirst())?.next;
    const release = next ? timeOf(String(next)) : undefined;
    return release !== undefined && closing !== undefined ? Math.min(release, closing) : (release ?? closing);
  }
}
