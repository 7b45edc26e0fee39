import { sysLog } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { keywordScope, withoutSecrets } from './service.js';

/**
 * 日志管理 (contract §7.12) on the engine: the list (`logType` tab, `keyWord` in the content, `createTime_begin/_end`,
 * `operateType`), the row, delete and export, each behind its `system:log:*` permission; rows are never added or
 * edited through the API. Parameters reach the screen with secret-looking values masked.
 */
export function logRoutes(app: FastifyInstance, crud: CrudDeps): void {
  mountEntity(app, crud, sysLog, {
    except: ['add', 'edit', 'importExcel'],
    listScope: (req) => keywordScope(req.query),
    decorate: async (rows) => {
      for (const row of rows) row.requestParam = withoutSecrets(row.requestParam);
    },
    exportRow: () => (row) => ({ ...row, requestParam: withoutSecrets(row.requestParam) }),
  });
}
