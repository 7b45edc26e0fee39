import type { EntityDef, PublicView } from '@yunzhan/common/entities/index';
import type { Row } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import { domainOrigin } from '../forms/mail-links.js';
import type { DeliveryService } from '../public/delivery-service.js';
import type { PublicSite, PublicSites } from '../public/sites.js';

/**
 * Where a page is (its path under `/site/{code}`, `''` for the home page) and where the same page is in another
 * site: by default the same path (home, lists, service pages, forms); rows say it themselves (`rowCounterpart`).
 * Undefined: that site has no such page.
 */
export interface PageAt {
  path: string;
  counterpart?: (other: PublicSite) => Promise<string | undefined>;
}

/** A language version of a page: `href` (absolute) only when the page has a counterpart; `path` is the local link. */
export interface Alternate {
  code: string;
  language: string;
  path: string;
  href?: string;
  current: boolean;
}

const languageOf = (site: PublicSite) => site.language || 'zh-CN';

/**
 * Absolute addresses of the rendered sites: `PUBLIC_URL` when configured, else the site's 域名 (as the links of its
 * mails: never the request's Host header), then `/site/{code}…`. Without either a site has no canonical or
 * alternate links (a relative one would say nothing a crawler can trust).
 */
export class SiteSeo {
  constructor(
    readonly sites: Pick<PublicSites, 'list' | 'of'>,
    private readonly publicUrl?: string,
  ) {}

  base(site: PublicSite): string | undefined {
    return this.publicUrl ?? domainOrigin(site.domain);
  }

  /** Origins whose `/site/{code}` links are the site's own pages (`site_link` makes them local). */
  origins(site: PublicSite): string[] {
    return [this.publicUrl, domainOrigin(site.domain)].filter((o): o is string => !!o);
  }

  /** The absolute address of a path of the site, if the site has a base. */
  url(site: PublicSite, path: string): string | undefined {
    const base = this.base(site);
    return base && `${base}/site/${site.code}${path}`;
  }

  /**
   * The page's canonical address and its language versions: one site per other language (the first by order, when
   * several share one), each at its counterpart, or at its home page (then without `href`: not the same page). The
   * `hreflang` set is printed only when some other language has the page.
   */
  async links(site: PublicSite, at: PageAt): Promise<{ canonical?: string; alternates: Alternate[] }> {
    const canonical = this.url(site, at.path);
    const languages = new Set([languageOf(site)]);
    const others: PublicSite[] = [];
    for (const other of await this.sites.list()) {
      if (languages.has(languageOf(other))) continue;
      languages.add(languageOf(other));
      others.push(other);
    }
    const found = await Promise.all(
      others.map(async (other) => ({ other, path: at.counterpart ? await at.counterpart(other) : at.path })),
    );
    const matched = found.some((f) => f.path !== undefined);
    const alternates: Alternate[] = [
      {
        code: site.code,
        language: languageOf(site),
        path: `/site/${site.code}${at.path}`,
        href: matched ? canonical : undefined,
        current: true,
      },
      ...found.map(({ other, path }) => ({
        code: other.code,
        language: languageOf(other),
        path: `/site/${other.code}${path ?? ''}`,
        href: path === undefined ? undefined : this.url(other, path),
        current: false,
      })),
    ];
    return { canonical, alternates };
  }
}

/**
 * The same row in another site: the published row of the module with the same slug (the slugs of 产品, 菜单内容,
 * 招聘, 报告, 视频 …: the key a copied or translated row keeps). A row without a slug, or a module without one, has
 * no counterpart. `by`: the page is addressed by id (detail) or by slug.
 */
export function rowCounterpart(
  delivery: Pick<DeliveryService, 'bySlug'>,
  entity: EntityDef & { publicView: PublicView },
  item: Row,
  by: 'id' | 'slug',
  prefix = `/${entity.publicView.path}`,
): PageAt['counterpart'] {
  const field = entity.publicView.slug;
  const slug = field ? item[field] : undefined;
  if (typeof slug !== 'string' || !slug) return async () => undefined;
  return async (other) => {
    try {
      const { result } = await delivery.bySlug(other, entity, slug);
      return by === 'id'
        ? `${prefix}/${encodeURIComponent(String(result.id))}`
        : `${prefix}/by-slug/${encodeURIComponent(slug)}`;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return undefined;
      throw err;
    }
  };
}

/**
 * Where a list page is: its path with the public filters that make it a list of its own (a menu's pages, a product
 * type, a kind of position) and its page number; a search or a sort is the same list. A list filtered by a row of the
 * site (ids differ between sites) has no counterpart; one filtered by values (a kind) has it at the same address.
 */
export function listAt(entity: EntityDef & { publicView: PublicView }, query: Record<string, unknown>): PageAt {
  const view = entity.publicView;
  const kept = Object.entries(query)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
    .filter(([name, value]) => view.filters.includes(name) || (name === 'pageNo' && Number(value) > 1))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const path = `/${view.path}${kept.length ? `?${new URLSearchParams(kept)}` : ''}`;
  const byRow = kept.some(([name]) => ['ref', 'links'].includes(entity.field(name)?.kind ?? ''));
  return byRow ? { path, counterpart: async () => undefined } : { path };
}
