import { sysDataLog } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { DataLogAccess, type GrantedCodes, titled, versionedTables } from './service.js';

const BASE = sysDataLog.apiBase;
const id = (name: string) =>
  z
    .string({ error: `参数${name}不能为空` })
    .min(1, `参数${name}不能为空`)
    .max(64);

/**
 * 数据日志 (contract §7.17): the engine's list and export of the row versions (`sys.dataLog`), each caller limited to
 * the entities whose list it may read and to its site; the versions of one row and two versions to compare. Read-only.
 */
export function dataLogRoutes(app: FastifyInstance, crud: CrudDeps, granted: GrantedCodes): void {
  const access = new DataLogAccess(crud, granted);
  mountEntity(app, crud, sysDataLog, {
    except: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel', 'queryById'],
    listScope: (_req, s) => access.scope(s),
    decorate: async (rows) => void titled(rows),
  });
  const list = perm(sysDataLog.perm('list'));

  route(app, {
    method: 'GET',
    url: `${BASE}/queryDataVerList`,
    access: list,
    query: z.object({ dataTable: id('dataTable'), dataId: id('dataId') }),
    handler: async ({ req, query }) => ok(await access.versions(sessionOf(req), query.dataTable, query.dataId)),
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/queryCompareList`,
    access: list,
    query: z.object({ dataId1: id('dataId1'), dataId2: id('dataId2') }),
    handler: async ({ req, query }) => ok(await access.pair(sessionOf(req), query.dataId1, query.dataId2)),
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/tables`,
    access: list,
    handler: () => ok(versionedTables()),
  });
}
