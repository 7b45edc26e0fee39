import { notFound } from '../../core/errors.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database } from '../../db/index.js';

/** What the public may know of a site: who it is, and the profile its pages show (SEO defaults, contacts, footer). */
export interface PublicSite {
  id: string;
  code: string;
  name: string;
  domain: string | null;
  language: string | null;
  logo: string | null;
  favicon?: string | null;
  description?: string | null;
  seoTitle?: string | null;
  seoKeywords?: string | null;
  seoDescription?: string | null;
  hotline?: string | null;
  email?: string | null;
  address?: string | null;
  copyright?: string | null;
  icpNo?: string | null;
  policeNo?: string | null;
  weibo?: string | null;
}

/** The profile columns of `PublicSite` beyond its identity (the site info API answers them too). */
export const SITE_PROFILE = [
  'favicon',
  'description',
  'seoTitle',
  'seoKeywords',
  'seoDescription',
  'hotline',
  'email',
  'address',
  'copyright',
  'icpNo',
  'policeNo',
  'weibo',
] as const;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Enabled sites by code, read once and again after a commit touches `sys_site`. */
export class PublicSites {
  private byCode: Promise<Map<string, PublicSite>> | undefined;

  constructor(
    private readonly db: Database,
    changes: ChangeFeed,
  ) {
    changes.on(['sys_site'], () => this.forget());
  }

  forget(): void {
    this.byCode = undefined;
  }

  /** The enabled site of a code; 404 for an unknown or disabled one. */
  async of(code: string): Promise<PublicSite> {
    const site = CODE.test(code) ? (await this.all()).get(code) : undefined;
    if (!site) throw notFound('站点不存在');
    return site;
  }

  /** The enabled site of an id (a session's current site); 404 otherwise. */
  async byId(id: string | null): Promise<PublicSite> {
    const site = [...(await this.all()).values()].find((s) => s.id === id);
    if (!site) throw notFound('站点不存在');
    return site;
  }

  /** Every enabled site. */
  async list(): Promise<PublicSite[]> {
    return [...(await this.all()).values()];
  }

  private all(): Promise<Map<string, PublicSite>> {
    this.byCode ??= this.db
      .selectFrom('sysSite')
      .select(['id', 'code', 'name', 'domain', 'language', 'logo', ...SITE_PROFILE])
      .where('status', '=', 1)
      .where('delFlag', '=', 0)
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.code, r])));
    this.byCode.catch(() => this.forget());
    return this.byCode;
  }
}
