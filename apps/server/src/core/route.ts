import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { SessionContext } from './auth/session.js';
import { unauthorized } from './errors.js';
import { chargeOnce, type IpBudget, tooManyRequests } from './ip-budget.js';

/**
 * Who may call a route. Every route declares one: there is no default (deny by default).
 * - `public`: anyone (login, captcha, static files);
 * - `authenticated`: any signed-in user;
 * - `{ permission }`: a signed-in user granted that button/permission code.
 */
export type Access = 'public' | 'authenticated' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the user still has to replace a generated initial password. */
    beforePasswordChange?: boolean;
    /** The route's per-IP budget, when it keeps its own (cached public reads: see `budget` of `route`). */
    budget?: IpBudget;
    /**
     * A browser opens this route where it cannot send the token header (a preview in a new window): besides the
     * header, the guard takes a one-time ticket issued for this route and row (`?ticket=`, `core/auth/url-ticket.ts`).
     * No route takes a session token in its URL.
     */
    urlTicket?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

export const perm = (permission: string): Access => ({ permission });

interface RouteDef<B extends z.ZodType, Q extends z.ZodType> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: Access;
  beforePasswordChange?: boolean;
  body?: B;
  query?: Q;
  /** Request body limit in bytes (default: Fastify's 1 MiB). */
  bodyLimit?: number;
  /** Per-IP request budget for this route (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * Per-IP budget kept by the app instead of the rate-limit plugin: a hook that answers a cached read before the
   * route runs charges the same budget (`config.budget`), so each request counts once either way.
   */
  budget?: IpBudget;
  /** Opened by a one-time ticket in the URL besides the token header (see `config.urlTicket`). */
  urlTicket?: boolean;
  handler: (input: {
    req: FastifyRequest;
    reply: FastifyReply;
    body: z.infer<B>;
    query: z.infer<Q>;
  }) => Promise<unknown> | unknown;
}

/** Declares a route with its access rule and zod-validated input; the handler returns the response body. */
export function route<B extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  def: RouteDef<B, Q>,
): void {
  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    config: {
      access: def.access,
      beforePasswordChange: def.beforePasswordChange,
      rateLimit: def.rateLimit,
      budget: def.budget,
      urlTicket: def.urlTicket,
    },
    ...(def.budget ? { onRequest: chargeBudget(def.budget) } : {}),
    handler: async (req, reply) => {
      const body = def.body ? def.body.parse(req.body ?? {}) : req.body;
      const query = def.query ? def.query.parse(req.query ?? {}) : req.query;
      return def.handler({ req, reply, body: body as z.infer<B>, query: query as z.infer<Q> });
    },
  });
}

function chargeBudget(budget: IpBudget) {
  return (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const wait = chargeOnce(budget, req);
    if (wait) tooManyRequests(reply, wait);
    else done();
  };
}

/** The session of a route declared `authenticated` or with a permission (the guard has checked it). */
export function sessionOf(req: FastifyRequest): SessionContext {
  if (!req.session) throw unauthorized();
  return req.session;
}
