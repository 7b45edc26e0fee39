import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../core/errors.js';
import { CHUNK_BYTES } from '../../core/files/chunks.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import type { FileService } from './service.js';

const BASE = '/sys/common/upload/chunk';
const uploadId = z.string({ error: '参数uploadId不能为空' }).min(1, '参数uploadId不能为空').max(64);

/**
 * Resumable upload of big files: `init` (name, size, biz) → `POST chunk?uploadId&index` (multipart `file`, each
 * chunk streamed to disk) → `status` (which chunks arrived, to resume) → `complete` (joined, checked, recorded).
 */
export function chunkRoutes(app: FastifyInstance, files: FileService): void {
  route(app, {
    method: 'POST',
    url: `${BASE}/init`,
    access: 'authenticated',
    body: z.object({
      name: z.string().trim().min(1, '文件名不能为空').max(255, '文件名太长'),
      size: z.number().int().min(1, '文件内容为空'),
      biz: z.string().max(20).default('temp'),
    }),
    handler: async ({ req, body }) =>
      ok(await files.startChunked(sessionOf(req), body.name, body.size, body.biz || 'temp')),
  });

  route(app, {
    method: 'GET',
    url: `${BASE}/status`,
    access: 'authenticated',
    query: z.object({ uploadId }),
    handler: async ({ req, query }) => ok(await files.chunkStatus(sessionOf(req), query.uploadId)),
  });

  route(app, {
    method: 'POST',
    url: BASE,
    access: 'authenticated',
    bodyLimit: CHUNK_BYTES + 1024 * 1024,
    query: z.object({ uploadId, index: z.coerce.number({ error: '分片序号不正确' }).int('分片序号不正确') }),
    handler: async ({ req, query }) => {
      const session = sessionOf(req);
      if (!req.isMultipart()) throw new ApiError('请选择要上传的文件');
      const part = await req.file({ limits: { fileSize: CHUNK_BYTES + 1, files: 1 } });
      if (!part) throw new ApiError('请选择要上传的文件');
      return ok(await files.putChunk(session, query.uploadId, query.index, part.file));
    },
  });

  route(app, {
    method: 'POST',
    url: `${BASE}/complete`,
    access: 'authenticated',
    body: z.object({ uploadId }),
    handler: async ({ req, body }) => {
      const key = await files.completeChunked(sessionOf(req), body.uploadId);
      return { ...ok(key, key), message: key };
    },
  });
}
