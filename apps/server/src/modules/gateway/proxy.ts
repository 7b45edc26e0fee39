import type { TypedFilter } from '@yunzhan/common/gateway/route-spec';
import { ROUTER_ID } from '@yunzhan/common/gateway/route-spec';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_CHANGE_REQUIRED } from '../../core/guard.js';
import { outboundUrlProblem } from '../../core/outbound.js';
import { fail } from '../../core/result.js';
import type { CompiledRoute } from './compiled-route.js';
import type { RateLimiter } from './rate-limiter.js';
import type { RouteTable } from './route-table.js';
import { CALLER_CREDENTIALS, forwardable, type Headers, sendUpstream } from './upstream-request.js';

export const GATEWAY_PREFIX = '/gateway';
export const GATEWAY_LABEL = '网关服务';
export const NO_ROUTE = '网关路由不存在或已停用';
const UNREACHABLE = '网关服务暂时无法访问';
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ProxyDeps {
  table: RouteTable;
  limiter: RateLimiter;
  allowPrivate: boolean;
}

const answer = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(fail(message, status));

/** `/gateway/{routerId}/rest?query` → its parts; the rest path as sent (still percent-encoded). */
function split(rawUrl: string): { routerId: string; path: string; search: string } | undefined {
  const at = rawUrl.indexOf('?');
  const pathname = at < 0 ? rawUrl : rawUrl.slice(0, at);
  const search = at < 0 ? '' : rawUrl.slice(at);
  const rest = pathname.slice(GATEWAY_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  const routerId = slash < 0 ? rest : rest.slice(0, slash);
  if (!ROUTER_ID.test(routerId)) return undefined;
  return { routerId, path: slash < 0 ? '/' : rest.slice(slash), search };
}

/** A path whose decoded segments climb (`.`, `..`) or hide a separator could leave the upstream's base path. */
function climbs(path: string): boolean {
  return path.split('/').some((segment) => {
    let s: string;
    try {
      s = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return s === '.' || s === '..' || s.includes('/') || s.includes('\\');
  });
}

const stripSegments = (path: string, parts: number) => `/${path.split('/').slice(1).slice(parts).join('/')}`;

const of = <K extends TypedFilter['kind']>(route: CompiledRoute, kind: K) =>
  route.filters.filter((f): f is Extract<TypedFilter, { kind: K }> => f.kind === kind);

/** Answers `/gateway/{routerId}/…` by the route's predicates and filters (docs/security/gateway.md). */
export async function proxy(deps: ProxyDeps, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const parts = split(req.raw.url ?? '');
  const route = parts && (await deps.table.route(parts.routerId));
  if (!parts || !route) return answer(reply, 404, NO_ROUTE);
  if (!route.publicAccess) {
    if (!req.session) return answer(reply, 401, 'Token失效，请重新登录!');
    if (req.session.passwordChangeRequired) return answer(reply, 403, PASSWORD_CHANGE_REQUIRED);
  }
  if (climbs(parts.path)) return answer(reply, 400, '请求路径不正确');
  const facts = {
    path: parts.path,
    method: req.method,
    host: String(req.headers.host ?? ''),
    header: (name: string) => [req.headers[name] ?? []].flat()[0],
  };
  if (!route.matches(facts)) return answer(reply, 404, NO_ROUTE);

  for (const f of of(route, 'RequestRateLimiter')) {
    const wait = deps.limiter.take(`${route.id}\n${req.ip}`, f.replenishRate, f.burstCapacity);
    if (wait) return reply.header('retry-after', String(wait)).status(429).send(fail('请求过于频繁，请稍后再试', 429));
  }
  let path = parts.path;
  for (const f of of(route, 'StripPrefix')) path = stripSegments(path, f.parts);
  const base = route.upstream.pathname.replace(/\/+$/, '');
  const target = new URL(route.upstream.origin);
  target.pathname = `${base}${path}` || '/';
  target.search = parts.search;

  const headers = forwardable(req.headers, CALLER_CREDENTIALS);
  headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-proto'] = req.protocol;
  for (const f of of(route, 'RemoveRequestHeader')) delete headers[f.name.toLowerCase()];
  for (const f of of(route, 'AddRequestHeader')) headers[f.name.toLowerCase()] = f.value;

  const timeoutMs = of(route, 'Timeout').at(-1)?.ms ?? DEFAULT_TIMEOUT_MS;
  const policy = { label: GATEWAY_LABEL, allowPrivate: deps.allowPrivate };
  // An address literal never reaches the socket's lookup: the URL is judged again here (a row written by hand, or
  // saved while GATEWAY_ALLOW_PRIVATE was on).
  if (outboundUrlProblem(target.href, policy)) return answer(reply, 502, UNREACHABLE);
  const { res, error } = await sendUpstream(req, target, headers, { policy, timeoutMs, maxBody: MAX_BODY_BYTES });
  if (error === 'timeout') return answer(reply, 504, '网关服务响应超时');
  if (error === 'tooLarge') return answer(reply, 413, '请求内容过大');
  if (!res) return answer(reply, 502, UNREACHABLE);

  const back: Headers = forwardable(res.headers, ['set-cookie']);
  for (const f of of(route, 'RemoveResponseHeader')) delete back[f.name.toLowerCase()];
  for (const f of of(route, 'AddResponseHeader')) back[f.name.toLowerCase()] = f.value;
  return reply
    .status(res.statusCode ?? 502)
    .headers(back)
    .send(res);
}
