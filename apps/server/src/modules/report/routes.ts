import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import type { DictService } from '../dict/service.js';
import { type ReportDef, reportByCode, reportById } from './registry.js';
import { ReportService } from './service.js';

const MAX_PAGE_SIZE = 200;
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', '_t']);

const pageQuery = z.object({
  pageNo: z.coerce.number({ error: '页码不正确' }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: '每页条数不正确' }).int().min(1).max(MAX_PAGE_SIZE).default(10),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方式只能是asc或desc' }).optional(),
});

const found = <T>(report: T | undefined): T => {
  if (!report) throw new ApiError('报表不存在');
  return report;
};

/** Search parameters of a report: declared search columns only; anything else unknown is a 400. */
function searchOf(report: ReportDef, raw: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED.has(key) || value === undefined || value === '') continue;
    const column = report.columns.find((c) => c.search && c.field === key);
    if (!column || typeof value !== 'string' || value.length > 100)
      throw badRequest(`不支持的查询条件：${key.slice(0, 64)}`);
    out.push([column.field, value.replace(/^\*|\*$/g, '')]);
  }
  return out;
}

/**
 * The popup report endpoints (contract §9.2) on the report registry: `getRpColumns/{code}`, `getQueryInfo/{id}`
 * and `getData/{id}`, open to every signed-in user like the dictionary lookups over the same rows.
 */
export function reportRoutes(app: FastifyInstance, crud: CrudDeps, dicts: DictService): void {
  const reports = new ReportService(crud.db, crud.dialect, dicts);

  route(app, {
    method: 'GET',
    url: '/online/cgreport/api/getRpColumns/:code',
    access: 'authenticated',
    handler: async ({ req }) => {
      const report = found(reportByCode(String((req.params as { code: string }).code)));
      return ok(await reports.columns(report));
    },
  });

  route(app, {
    method: 'GET',
    url: '/online/cgreport/api/getQueryInfo/:id',
    access: 'authenticated',
    handler: async ({ req }) => ok(reports.queryInfo(found(reportById(String((req.params as { id: string }).id))))),
  });

  route(app, {
    method: 'GET',
    url: '/online/cgreport/api/getData/:id',
    access: 'authenticated',
    handler: async ({ req }) => {
      const report = found(reportById(String((req.params as { id: string }).id)));
      const raw = (req.query ?? {}) as Record<string, unknown>;
      const parsed = pageQuery.safeParse(raw);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '参数不正确');
      const { pageNo, pageSize, column, order } = parsed.data;
      if (column && !report.columns.some((c) => c.field === column)) throw badRequest(`不支持的排序字段：${column}`);
      const sort = column ? { field: column, order: order ?? 'asc' } : undefined;
      return ok(await reports.data(report, { pageNo, pageSize, sort, search: searchOf(report, raw) }));
    },
  });
}
