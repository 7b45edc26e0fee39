import { PassThrough } from 'node:stream';
import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionContext } from '../../core/auth/session.js';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { badRequest } from '../../core/errors.js';
import { writeEntityXlsx } from '../../core/excel/index.js';
import { parseIds } from '../../core/ids.js';
import { sessionOf } from '../../core/route.js';
import { originOf, type WriteOrigin } from '../../core/unit-of-work.js';
import type { Person } from './assignees.js';
import type { Me } from './lists.js';
import type { Actor } from './tasks/task-gate.js';

/** `pageNo` and `pageSize` of every workflow list (at most 200 a page). */
export const paging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, { message: '每页最多200条' }).default(10),
};

export const idQuery = z.object({ id: z.string().min(1, '参数id不能为空').max(64) });
export const optionalInt = z.coerce.number().int().optional();
/** `true` / `false` / `1` / `0` of a query string. */
export const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
export const text = (max: number) => z.string().max(max).optional();
/** A date or date-time filter of a list. */
export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式不正确')
  .optional();

export const attachments = z
  .array(z.object({ name: z.string().min(1).max(200), url: z.string().min(1).max(500) }))
  .max(20, '附件最多20个')
  .optional();

/** The caller in its tenant. */
export function meOf(req: FastifyRequest): Me & { session: SessionContext } {
  const s = sessionOf(req);
  return { username: s.username, tenantId: s.tenantId ?? DEFAULT_TENANT, session: s };
}

export const personOf = (s: SessionContext): Person => ({ id: s.userId, username: s.username, realname: s.realname });

export function actorOfRequest(req: FastifyRequest): Actor {
  const s = sessionOf(req);
  return { person: personOf(s), tenantId: s.tenantId ?? DEFAULT_TENANT };
}

export const originFor = (req: FastifyRequest, path: string): WriteOrigin => originOf(req, sessionOf(req), path);

export function idsOf(raw: unknown): string[] {
  const ids = parseIds(raw);
  if (!ids.length) throw badRequest('参数ids不能为空');
  return ids;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends rows as an Excel file laid out by a view schema, and logs the export. */
export async function sendXlsx(
  crud: CrudDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  view: EntityDef,
  rows: readonly Record<string, unknown>[],
): Promise<FastifyReply> {
  const s = sessionOf(req);
  await crud.uow.log(originOf(req, s), view, OPERATE.export);
  const out = new PassThrough();
  async function* each() {
    yield* rows;
  }
  const texts = new Map<string, string>();
  for (const r of rows) {
    for (const [k, v] of Object.entries(r)) {
      if (k.endsWith('_dictText')) texts.set(`${k.slice(0, -9)}\u0000${String(r[k.slice(0, -9)])}`, String(v));
    }
  }
  const dictText = (field: string, value: unknown) => texts.get(`${field}\u0000${String(value)}`);
  writeEntityXlsx({ entity: view, rows: each(), exporter: s.realname ?? s.username, dictText }, out).catch(
    (err: unknown) => {
      req.log.error({ err }, 'export failed');
      out.destroy(err as Error);
    },
  );
  const name = encodeURIComponent(`${view.title}.xlsx`);
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`)
    .header('cache-control', 'no-store')
    .send(out);
}
