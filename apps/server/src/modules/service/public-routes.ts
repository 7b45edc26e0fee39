import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import { receiveUpload } from '../intake/routes.js';
import type { IntakeUploads } from '../intake/uploads.js';
import type { PublicSites } from '../public/sites.js';
import { ServiceLookups } from './lookups.js';
import { NetworkSearch } from './nearest.js';
import { RepairService } from './repair-service.js';

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const code = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(64, `${label}格式不正确`)
    .regex(CODE, `${label}格式不正确`);
const coordinate = (limit: number, message: string) =>
  z.coerce.number({ error: message }).min(-limit, message).max(limit, message).optional();

const networkQuery = z
  .object({
    lat: coordinate(90, '纬度应为 -90 到 90 之间的数字'),
    lng: coordinate(180, '经度应为 -180 到 180 之间的数字'),
    area: z
      .string()
      .regex(/^\d{2,12}$/, '区域编码格式不正确')
      .optional(),
    kind: z.string().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: '经度和纬度须同时填写' });
const warrantyQuery = z.object({ serialNo: code('序列号') });
const dealerQuery = z.object({ authNo: code('授权编号') });
const repairQuery = z.object({
  number: code('维修单号'),
  phone: z
    .string({ error: '请输入手机号' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, '手机号格式不正确'),
});

/**
 * The public side of 服务支持 under `/api/public/{site}/service/…` (no login): service points nearest first, the
 * warranty of a serial, a repair's status by number and phone, a dealer's authorisation. The look-ups of private
 * rows share the intake's strict per-IP budget (429 with Retry-After).
 */
export function servicePublicRoutes(
  app: FastifyInstance,
  sites: PublicSites,
  crud: CrudDeps,
  uploads: IntakeUploads,
  limits: { publicPerMinute: number; lookupPerMinute: number },
): void {
  const network = new NetworkSearch(crud);
  const lookups = new ServiceLookups(crud);
  const repairs = new RepairService(crud);
  const site = (params: unknown) => sites.of((params as { site: string }).site);
  const lookupLimit = { max: limits.lookupPerMinute, timeWindow: '1 minute' };

  route(app, {
    method: 'GET',
    url: '/:site/service/network',
    access: 'public',
    rateLimit: { max: limits.publicPerMinute, timeWindow: '1 minute' },
    query: networkQuery,
    handler: async ({ req, query }) => ok(await network.search((await site(req.params)).id, query)),
  });
  route(app, {
    method: 'GET',
    url: '/:site/service/warranty',
    access: 'public',
    rateLimit: lookupLimit,
    query: warrantyQuery,
    handler: async ({ req, query }) => ok(await lookups.warranty((await site(req.params)).id, query.serialNo)),
  });
  route(app, {
    method: 'GET',
    url: '/:site/service/dealer',
    access: 'public',
    rateLimit: lookupLimit,
    query: dealerQuery,
    handler: async ({ req, query }) => ok(await lookups.dealer((await site(req.params)).id, query.authNo)),
  });
  route(app, {
    method: 'POST',
    url: '/:site/service/repair-image',
    access: 'public',
    bodyLimit: 6 * 1024 * 1024,
    rateLimit: { max: limits.lookupPerMinute * 3, timeWindow: '1 minute' },
    // The generic intake upload under the repair form's old address (answers a token).
    handler: async ({ req, reply }) =>
      ok(await receiveUpload(req, reply, (await site(req.params)).id, uploads), '上传成功'),
  });
  route(app, {
    method: 'GET',
    url: '/:site/service/repair',
    access: 'public',
    rateLimit: lookupLimit,
    query: repairQuery,
    handler: async ({ req, query }) =>
      ok(await repairs.publicStatus((await site(req.params)).id, query.number, query.phone)),
  });
}
