import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTAKE_ENTITIES } from '../intake/service.js';
import { PUBLIC_ENTITIES } from '../public/delivery-service.js';
import type { FastLane } from '../public/fast-lane.js';
import type { PublicSites } from '../public/sites.js';
import type { Hit, StatsRecorder } from './recorder.js';

type Params = { site?: string; module?: string; id?: string; slug?: string; form?: string };

/** The hit a served public request counts, by its route (delivery API and rendered site share the shapes). */
function hitOf(req: FastifyRequest, prefix: string): Omit<Hit, 'siteId'>[] {
  const p = req.params as Params;
  const route = (req.routeOptions.url ?? '').slice(prefix.length);
  const module = p.module ?? '';
  const known = PUBLIC_ENTITIES.has(module);
  if (route === '/:site') return req.method === 'GET' ? [{ kind: 'view', module: 'home' }] : [];
  if (route === '/:site/intake/:form' || route === '/:site/intake/application') {
    const form = p.form ?? 'application';
    return INTAKE_ENTITIES.has(form) ? [{ kind: 'intake', module: form }] : [];
  }
  // Another module's counted file route (`/:site/driver/:id/download`): a download of that row.
  const parts = route.split('/');
  if (parts.length === 5 && parts[4] === 'download' && PUBLIC_ENTITIES.has(parts[2]) && p.id) {
    return [{ kind: 'download', module: parts[2], contentId: p.id }];
  }
  if (!known) return [];
  if (route === '/:site/:module') {
    const q = (req.query as Record<string, unknown> | undefined)?.q;
    const term = typeof q === 'string' ? q.trim() : '';
    return [{ kind: 'view', module }, ...(term ? [{ kind: 'search' as const, module, term }] : [])];
  }
  if (route === '/:site/:module/:id') return [{ kind: 'view', module, contentId: p.id }];
  if (route === '/:site/:module/by-slug/:slug') return [{ kind: 'view', module, contentId: `@${p.slug}` }];
  return [];
}

/**
 * Counts the answered requests of a public plugin (delivery API or rendered site) after they are sent: a read
 * answered 200 or 304, a submission answered 200, a download answered 200 or 302. Unknown sites and modules are
 * not counted. A read also counts its address as the day's visitor. The fast lane repeats the count of each answer it
 * gives in the app's place, with the address of the request it answers.
 */
export function countHits(app: FastifyInstance, sites: PublicSites, recorder: StatsRecorder, lane?: FastLane): void {
  const prefix = app.prefix;
  app.addHook('onResponse', async (req, reply) => {
    if (![200, 302, 304].includes(reply.statusCode)) return;
    const site = (req.params as Params | undefined)?.site;
    if (!site) return;
    const hits = hitOf(req, prefix);
    if (!hits.length) return;
    const siteId = await sites.of(site).then(
      (s) => s.id,
      () => undefined,
    );
    if (!siteId) return;
    const counters = hits.map((h) => recorder.counter({ ...h, siteId }));
    // A read is a visit of its address: 首页's and 统计分析's visitors.
    const visitor = hits.some((h) => h.kind === 'view') ? recorder.visitor(siteId) : undefined;
    const count = (ip: string) => {
      for (const c of counters) c();
      visitor?.(ip);
    };
    count(req.ip);
    lane?.repeat(req, count);
  });
}
