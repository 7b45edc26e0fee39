import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionContext, SessionStore } from './auth/session.js';
import { requestTenant } from './auth/tenants.js';
import { ApiError, forbidden, unauthorized } from './errors.js';
import { fail } from './result.js';
import type { Access } from './route.js';

export interface GuardDeps {
  sessions: SessionStore;
  /** Permission codes granted to a user (button codes of spec §6 and API codes). */
  grantedCodes(session: SessionContext): Promise<ReadonlySet<string>>;
  /** Folder of the built web app: its file routes (from @fastify/static) are public. */
  webRoot?: string;
  /** Usable tenants (`core/auth/tenant-directory.ts`). */
  tenants: { usable(): Promise<ReadonlySet<number>> };
  /** Moves a session into another tenant of its user (and a site of that tenant); answers the new context. */
  enterTenant(session: SessionContext, tenantId: number): Promise<SessionContext>;
  /** One-time tickets of the routes that declare `urlTicket` (`core/auth/url-ticket.ts`). */
  tickets?: { redeem(req: FastifyRequest): Promise<SessionContext | null> };
}

export interface RouteRecord {
  method: string;
  url: string;
  access: Access;
  /** Opened by a one-time ticket in its URL too (`config.urlTicket`): `docs/security/tokens-in-urls.md` lists it. */
  urlTicket?: boolean;
  /** A file of the built web app (its routes exist only where the app was built). */
  webFile?: boolean;
}

export const PASSWORD_CHANGE_REQUIRED = '首次登录请先修改初始密码';

/**
 * The token of a request: header `X-Access-Token`; on a WebSocket handshake also the first `Sec-WebSocket-Protocol`
 * value (browsers cannot set other headers there: JeecgBoot's client opens `new WebSocket(url, [token])`, contract
 * §8.4). Never a query parameter: a token in a URL lands in histories, logs and Referer headers
 * (`docs/security/tokens-in-urls.md` lists how links that cannot send a header are authorised instead).
 */
export function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers['x-access-token'];
  if (typeof h === 'string' && h) return h;
  const protocol = req.headers['sec-websocket-protocol'];
  if (typeof protocol === 'string' && req.headers.upgrade?.toLowerCase() === 'websocket') {
    const first = protocol.split(',')[0].trim();
    if (first) return first;
  }
  return undefined;
}

/**
 * Deny by default. Every route must declare its access rule or the server refuses to start; the check runs
 * on the routed handler (never on URL patterns), before the body is read.
 */
export function installGuard(app: FastifyInstance, deps: GuardDeps): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.decorateRequest('session', null);

  app.addHook('onRoute', (opts) => {
    const config = opts.config as { access?: unknown; rootPath?: string } | undefined;
    const webFile = !!deps.webRoot && config?.rootPath?.replace(/\/$/, '') === deps.webRoot;
    if (webFile && config) config.access = 'public';
    // @fastify/cors's catch-all preflight (CORS_ORIGINS): it answers headers only, never data.
    if (opts.method === 'OPTIONS' && opts.url === '*' && !config?.access) opts.config = { ...config, access: 'public' };
    if (!opts.config?.access) {
      throw new Error(`Route ${String(opts.method)} ${opts.url} declares no access rule`);
    }
    const { access, urlTicket } = opts.config;
    for (const method of [opts.method].flat()) routes.push({ method, url: opts.url, access, urlTicket, webFile });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return; // unrouted: the not-found handler answers
    const token = tokenOf(req);
    if (access === 'public') {
      if (token) req.session = await deps.sessions.resolve(token);
      return;
    }
    const session = token
      ? await deps.sessions.resolve(token)
      : req.routeOptions.config.urlTicket && deps.tickets
        ? await deps.tickets.redeem(req)
        : null;
    if (!session) throw unauthorized();
    req.session = await inTenant(req, session, deps);
    if (session.passwordChangeRequired && !req.routeOptions.config.beforePasswordChange) {
      throw new ApiError(PASSWORD_CHANGE_REQUIRED, 403, 403);
    }
    if (access !== 'authenticated') {
      const granted = await deps.grantedCodes(req.session);
      if (!granted.has(access.permission)) throw forbidden();
    }
  });
  return routes;
}

/**
 * The session in the request's tenant (contract §2.5, checked against the session's own tenants): a request in
 * another tenant of the user moves the session there first, so that its site is one of that tenant.
 */
async function inTenant(req: FastifyRequest, session: SessionContext, deps: GuardDeps): Promise<SessionContext> {
  const usable = await deps.tenants.usable();
  const tenant = requestTenant(session, req.headers['tenant-id'], (id) => usable.has(id));
  return tenant === session.tenantId ? session : deps.enterTenant(session, tenant);
}

/** Answers an unrouted API path: 401 without a valid session (nothing is revealed), else 404. */
export async function apiNotFound(
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
): Promise<FastifyReply> {
  const token = tokenOf(req);
  const session: SessionContext | null = token ? await sessions.resolve(token) : null;
  if (!session) return reply.status(401).send(fail('Token失效，请重新登录!', 401));
  return reply.status(404).send(fail('路径不存在，请检查路径是否正确', 404));
}
