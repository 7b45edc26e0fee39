import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { WebInlineScripts } from '../web-inline-scripts.js';

type Directives = Readonly<Record<string, readonly string[]>>;

const policy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The back office's policy: nothing frames it (`frame-ancestors 'none'`). */
function backOffice(inlineScripts: readonly string[]): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'https:', 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    // The build's own inline scripts (the list shell's early requests), by hash.
    'script-src': ["'self'", ...inlineScripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'frame-src': ["'self'", 'https:'],
  };
}

/**
 * The rendered site (`/site/*`): its own templates' pages, so a sandbox without `allow-same-origin`. The page runs in
 * an opaque origin: whatever a template carries cannot read the back office's storage or cookies, nor script a back
 * office window, even where both share one origin. Scripts (only files of this server: the 服务支持 script), forms,
 * downloads and links to new windows still work; the public API answers such pages cross-origin
 * (`publicCrossOrigin`).
 */
const SITE: Directives = {
  sandbox: ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-downloads'],
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https:'],
};

/** A back-office preview of a row in its site's template: sandboxed without scripts, forms or frames. */
const PREVIEW: Directives = {
  sandbox: [],
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

const TEMPLATE_PAGE_POLICIES = { site: policy(SITE), preview: policy(PREVIEW) };

/**
 * Headers of pages rendered from templates editors write: no referrer ever (the page cannot weaken it: its referrer
 * meta elements and attributes are removed by `withoutReferrerOverrides`), the sandbox above, and its resources
 * readable by the sandbox's opaque origin (`Cross-Origin-Resource-Policy` same-origin would refuse them).
 */
export function templatePageHeaders(reply: FastifyReply, kind: 'site' | 'preview'): void {
  reply
    .header('content-security-policy', TEMPLATE_PAGE_POLICIES[kind])
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** A policy rebuilt only when the web app's inline scripts change (a rebuild while the server runs). */
function policyOf(scripts: WebInlineScripts, directives: (inline: readonly string[]) => Directives) {
  let built = { sources: scripts.sources(true), csp: policy(directives(scripts.sources(true))) };
  return (fresh: boolean) => {
    const sources = scripts.sources(fresh);
    if (sources !== built.sources) built = { sources, csp: policy(directives(sources)) };
    return built.csp;
  };
}

/**
 * The security headers of every answer, set by the first of all hooks (refusals, 401 and 403, carry them too). The
 * middleware is built once (the Fastify plugin rebuilt it on every request). The default policy is the back office's;
 * the API (`frameableBySelf`), the site and previews (`templatePageHeaders`) replace it. A request for a page
 * (`isPage`) looks at the web folder's pages first, so the page it gets is the one the policy allows.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  scripts: WebInlineScripts,
  isPage: (req: IncomingMessage) => boolean,
): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const csp = policyOf(scripts, backOffice);
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('content-security-policy', csp(isPage(req.raw)));
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

/** API answers may be framed by the back office itself (its iframe menus name API pages). */
export function frameableBySelf(app: FastifyInstance, scripts: WebInlineScripts): void {
  const csp = policyOf(scripts, (inline) => ({ ...backOffice(inline), 'frame-ancestors': ["'self'"] }));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('content-security-policy', csp(false));
    done();
  });
}

/**
 * Every answer of the rendered site's plugin (its pages, error pages and script), set by its first hook: the fast
 * lane replays them with the cached pages.
 */
export function renderedSitePages(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    templatePageHeaders(reply, 'site');
    done();
  });
}

/** API answers are per user and per moment: never kept by a browser or a proxy (static assets are, by web.ts). */
export function noStoreApiAnswers(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith(`${prefix}/`) || req.url === prefix) reply.header('cache-control', 'no-store');
    done();
  });
}
