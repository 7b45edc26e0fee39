import { extname } from 'node:path';
import { sysOssFile } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { contentDisposition } from '../../core/files/disposition.js';
import { cookieOf, FILE_COOKIE, FILE_COOKIE_SECONDS } from '../../core/files/file-access.js';
import { DEFAULT_BIZ, MAX_UPLOAD_BYTES, policyOf } from '../../core/files/policy.js';
import { receive } from '../../core/files/receive.js';
import { CONTENT_TYPES, INLINE } from '../../core/files/sniff.js';
import { tokenOf } from '../../core/guard.js';
import { ok } from '../../core/result.js';
import { route, sessionOf } from '../../core/route.js';
import { chunkRoutes } from './chunk-routes.js';
import { FileService, type Incoming } from './service.js';

/**
 * Upload (`POST /sys/common/upload`, whole or in chunks) and download (`GET /sys/common/static/<key>`) of files
 * (SECURITY §4), and the list of stored files (对象存储, contract §7.19; rows are written by uploads only).
 */
export function fileRoutes(app: FastifyInstance, ctx: AppContext, crud: CrudDeps): void {
  const files = new FileService(crud.files, crud);
  mountEntity(app, crud, sysOssFile, { except: ['add', 'edit', 'importExcel'] });
  chunkRoutes(app, files);

  route(app, {
    method: 'POST',
    url: '/sys/common/upload',
    access: 'authenticated',
    bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024,
    handler: async ({ req }) => {
      if (!req.isMultipart()) throw new ApiError('请选择要上传的文件');
      const fields: Record<string, string> = Object.create(null);
      let upload: Incoming | undefined;
      let temp: string | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10 } })) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value).slice(0, 100);
            continue;
          }
          // The folder's limit holds while the file streams (the web app sends biz before the file).
          const biz = fields.biz || DEFAULT_BIZ;
          const folder = policyOf(biz);
          if (!folder?.extensions.length) throw new ApiError('不支持的上传目录');
          temp = crud.files.tempPath();
          const received = await receive(part.file, temp, folder.maxBytes);
          upload = { temp, name: part.filename, biz, received };
        }
        if (!upload) throw new ApiError('请选择要上传的文件');
        const key = await files.accept(sessionOf(req), upload);
        return { ...ok(key, key), message: key };
      } finally {
        if (temp) await crud.files.discard(temp);
      }
    },
  });

  // Lists and forms name stored files after their originals (keys are random: knowing one is knowing the file).
  route(app, {
    method: 'GET',
    url: '/sys/common/upload/names',
    access: 'authenticated',
    query: z.object({ keys: z.string().max(20_000).default('') }),
    handler: async ({ query }) => ok(await files.namesOf(query.keys.split(',').filter(Boolean).slice(0, 200))),
  });

  // Session-only files: the session's token header, the file cookie, or an address signed for that one key (draft
  // previews). Never a token in the address.
  const signed = (req: FastifyRequest, key: string) =>
    ctx.fileAccess.signedKey(key, (req.query as { sig?: unknown }).sig);
  const mayRead = async (req: FastifyRequest, key: string) => {
    if (signed(req, key)) return true;
    const token = tokenOf(req);
    if (token) return !!(await ctx.sessions.resolve(token, { touch: false }));
    const sid = ctx.fileAccess.sidOfCookie(cookieOf(req.headers.cookie, FILE_COOKIE));
    return !!sid && !!(await ctx.sessions.resolveSid(sid, { touch: false }));
  };

  // Sets (and renews) the file cookie, so the back office shows session-only images in plain tags without putting
  // the session token in their addresses (those land in logs, histories and Referer headers).
  route(app, {
    method: 'POST',
    url: '/sys/common/file-access',
    access: 'authenticated',
    handler: ({ req, reply }) => {
      const path = req.routeOptions.url?.replace(/file-access$/, 'static') ?? '/';
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${FILE_COOKIE}=${ctx.fileAccess.cookieValue(sessionOf(req).sid)}; Path=${path}; Max-Age=${FILE_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
      return ok({ expiresIn: FILE_COOKIE_SECONDS });
    },
  });

  route(app, {
    method: 'GET',
    url: '/sys/common/static/*',
    // Public folders are for the websites; the others need a session (checked below: header, cookie or signature).
    access: 'public',
    handler: async ({ req, reply }) => {
      const key = (req.params as { '*': string })['*'];
      const policy = policyOf(key.split('/')[0]);
      if (!policy || !(await crud.files.exists(key)))
        return reply.status(404).send({ success: false, message: '文件不存在', code: 404 });
      if (!policy.public && !(await mayRead(req, key))) {
        return reply.status(401).send({ success: false, message: 'Token失效，请重新登录!', code: 401 });
      }
      const ext = extname(key).slice(1);
      const name = (await files.namesOf([key]))[key] ?? key.split('/').pop();
      reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', policy.public ? 'public, max-age=86400' : 'private, no-store')
        .header('content-disposition', contentDisposition(INLINE.has(ext) ? 'inline' : 'attachment', name));
      // Public files, and a signed address (a preview's image), are read by sandboxed pages too (opaque origins).
      if (policy.public || signed(req, key)) reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.send(crud.files.open(key));
    },
  });
}
