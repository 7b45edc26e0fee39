import type { FastifyBaseLogger } from 'fastify';
import { ApiError, badRequest } from '../../core/errors.js';

/** What a visitor reads when a site cannot build the links of its mails. */
export const NO_LINKS = '站点未配置访问地址，暂时无法订阅，请联系网站管理员';
/** What the back office reads then. */
export const NO_LINKS_ADMIN = '邮件和推送中的链接需要本站点的域名：请在站点信息中填写域名，或配置PUBLIC_URL';

interface LinkSite {
  code: string;
  domain: string | null;
}

/**
 * The origin of a site's 域名 setting: its first host name (`www.example.com`, `example.com:8443`, or with an
 * http(s) scheme), https unless the setting names http; undefined when the setting is empty or not a host.
 */
export function domainOrigin(domain: string | null | undefined): string | undefined {
  const first = (domain ?? '').split(/[,，\s]+/).find(Boolean);
  if (!first) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(first) ? first : `https://${first}`);
    const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    return bare && url.hostname ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where links in e-mails and pushes start (subscription confirm and unsubscribe, a push's 查看详情): `PUBLIC_URL`
 * when configured, else the site's 域名. Never the request's Host or X-Forwarded-* headers, nor an address the
 * browser sends: those are the visitor's to forge. `PUBLIC_URL` wins because the operator sets it for this server
 * (scheme, host and any path prefix included) and the `/site/{code}/…` pages are served there for certain; a site's
 * 域名 is a host name an administrator types, without a scheme, and may be served by another machine.
 */
export class MailLinks {
  constructor(
    private readonly publicUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  get hasPublicUrl(): boolean {
    return !!this.publicUrl;
  }

  baseOf(site: { domain: string | null }): string | undefined {
    return this.publicUrl ?? domainOrigin(site.domain);
  }

  /** The base for a visitor's mail; without one the request is refused (503) and the operator told in the log. */
  forVisitor(site: LinkSite, purpose: string): string {
    const base = this.baseOf(site);
    if (base) return base;
    this.log.error(
      { site: site.code, purpose },
      `${purpose} refused: links in e-mails need PUBLIC_URL or the 域名 of site "${site.code}" (站点信息)`,
    );
    throw new ApiError(NO_LINKS, 503, 503);
  }

  /** The base for a back-office action (a push); without one a clear 400. */
  forAdmin(site: LinkSite): string {
    const base = this.baseOf(site);
    if (base) return base;
    this.log.warn({ site: site.code }, `push refused: no PUBLIC_URL and no 域名 for site "${site.code}"`);
    throw badRequest(NO_LINKS_ADMIN);
  }
}
