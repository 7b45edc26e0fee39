import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { ApiError } from '../../core/errors.js';
import { DEFAULT_BIZ, MAX_UPLOAD_BYTES, policyOf } from '../../core/files/policy.js';
import { CONTENT_TYPES, EXTENSION_CONTENT, INLINE, sniff } from '../../core/files/sniff.js';
import type { FileStorage } from '../../core/files/storage.js';
import { tokenOf } from '../../core/guard.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';

const tooLarge = (max: number) => new ApiError(`文件大小不能超过${Math.round(max / 1024 / 1024)}MB`, 413, 413);

/** Upload (`POST /sys/common/upload`) and download (`GET /sys/common/static/<key>`) of files (SECURITY §4). */
export function fileRoutes(app: FastifyInstance, ctx: AppContext, storage: FileStorage): void {
  route(app, {
    method: 'POST',
    url: '/sys/common/upload',
    access: 'authenticated',
    bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024,
    handler: async ({ req }) => {
      if (!req.isMultipart()) throw new ApiError('请选择要上传的文件');
      const fields: Record<string, string> = Object.create(null);
      let upload: { temp: string; name: string; head: Buffer; size: number; truncated: boolean } | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value).slice(0, 100);
            continue;
          }
          // The folder's limit holds while the file streams (the web app sends biz before the file).
          const folder = policyOf(fields.biz || DEFAULT_BIZ);
          if (!folder?.extensions.length) throw new ApiError('不支持的上传目录');
          const limit = folder.maxBytes;
          const temp = storage.tempPath();
          await mkdir(dirname(temp), { recursive: true });
          upload = { temp, name: part.filename, head: Buffer.alloc(0), size: 0, truncated: false };
          const current = upload;
          const head: Buffer[] = [];
          part.file.on('data', (chunk: Buffer) => {
            if (current.size < 16) head.push(chunk.subarray(0, 16));
            current.size += chunk.length;
            if (current.size > limit) part.file.destroy(tooLarge(limit));
          });
          await pipeline(part.file, createWriteStream(temp));
          current.head = Buffer.concat(head).subarray(0, 16);
          current.truncated = part.file.truncated;
        }
        if (!upload) throw new ApiError('请选择要上传的文件');
        const biz = fields.biz || DEFAULT_BIZ;
        const policy = policyOf(biz);
        if (!policy?.extensions.length) throw new ApiError('不支持的上传目录');
        const ext = extname(upload.name).slice(1).toLowerCase();
        if (!policy.extensions.includes(ext)) throw new ApiError(`不支持的文件类型：.${ext || '?'}`);
        if (upload.truncated || upload.size > policy.maxBytes) throw tooLarge(policy.maxBytes);
        if (upload.size === 0) throw new ApiError('文件内容为空');
        if (!EXTENSION_CONTENT[ext]?.includes(sniff(upload.head))) throw new ApiError('文件内容与扩展名不符');
        const key = storage.newKey(biz, ext);
        await storage.adopt(upload.temp, key);
        upload = undefined;
        return { ...ok(key, key), message: key };
      } finally {
        if (upload) await storage.discard(upload.temp);
      }
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/common/static/*',
    // Public folders are for the websites; the others need a session (checked below, token header or query).
    access: 'public',
    handler: async ({ req, reply }) => {
      const key = (req.params as { '*': string })['*'];
      const biz = key.split('/')[0];
      const policy = policyOf(biz);
      if (!policy || !(await storage.exists(key)))
        return reply.status(404).send({ success: false, message: '文件不存在', code: 404 });
      if (!policy.public) {
        const token = tokenOf(req);
        if (!token || !(await ctx.sessions.resolve(token))) {
          return reply.status(401).send({ success: false, message: 'Token失效，请重新登录!', code: 401 });
        }
      }
      const ext = extname(key).slice(1);
      reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', policy.public ? 'public, max-age=86400' : 'private, no-store')
        .header('content-disposition', INLINE.has(ext) ? 'inline' : `attachment; filename="${key.split('/').pop()}"`);
      return reply.send(storage.open(key));
    },
  });
}
