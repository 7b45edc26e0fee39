import { cmsAppDownload, cmsDriver, cmsOsVersion } from '@yunzhan/common/entities/downloads/index';
import type { FastifyInstance } from 'fastify';
import type { CrudDeps, CrudOptions, WriteContext } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { formatDate } from '../../core/time.js';
import { dynamic } from '../../db/index.js';
import { DOWNLOADABLE } from './downloadable.js';
import type { DownloadService } from './service.js';

const NO_FILE = { fileName: null, fileSize: null, sha256: null };

/**
 * The 下载中心 modules on the engine. What differs from the standard: a row's file name, size and SHA-256 come from
 * the file's record (never from the form); an app needs a file or a store URL; an OS version that drivers use
 * cannot be deleted. Guides and FAQ are standard (mounted by `mountRemaining`).
 */
export function downloadAdminRoutes(app: FastifyInstance, crud: CrudDeps, downloads: DownloadService): void {
  const fileFacts = async (ctx: WriteContext) => {
    if (!Object.hasOwn(ctx.values, 'file')) return;
    const key = ctx.values.file ? String(ctx.values.file) : '';
    Object.assign(ctx.values, key ? await downloads.factsOf(key, dynamic(ctx.trx)) : NO_FILE);
  };
  for (const entity of DOWNLOADABLE.values()) {
    const opts: CrudOptions = { beforeWrite: fileFacts };
    if (entity === cmsDriver) {
      // Lists are newest release first: a driver added without a release date is released today.
      opts.beforeWrite = async (ctx) => {
        if (ctx.mode === 'add' && !ctx.values.releaseDate) ctx.values.releaseDate = formatDate();
        await fileFacts(ctx);
      };
    }
    if (entity === cmsAppDownload) {
      opts.beforeWrite = async (ctx) => {
        const after = { ...ctx.before, ...ctx.values };
        if (!after.file && !after.storeUrl) throw new ApiError('请上传安装包或填写应用商店地址');
        await fileFacts(ctx);
      };
    }
    mountEntity(app, crud, entity, opts);
  }
  mountEntity(app, crud, cmsOsVersion, {
    beforeDelete: (rows, _session, trx) => downloads.assertOsVersionsUnused(rows, dynamic(trx)),
  });
}
