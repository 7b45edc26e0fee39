import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { fail } from './result.js';

/**
 * An error whose message is meant for the user. `status` is the HTTP status; `code` the envelope code.
 * Business failures keep HTTP 200 with code 500, as the JeecgBoot front end expects.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code = 500,
    readonly status = 200,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(message, 400, 400);
export const unauthorized = (message = 'Token失效，请重新登录!') => new ApiError(message, 401, 401);
export const forbidden = (message = '没有权限，请联系管理员授权') => new ApiError(message, 403, 403);
export const notFound = (message = '未找到对应实体') => new ApiError(message, 404, 404);

/** The one error handler: a clear Chinese message, never a stack trace or SQL. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError | ZodError | Error, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send(fail(err.message, err.code));
    }
    if (err instanceof ZodError) {
      const first = err.issues[0];
      return reply.status(400).send(fail(first?.message ?? '请求参数有误', 400));
    }
    if (isUniqueViolation(err)) {
      return reply.status(200).send(fail('数据库中已存在该记录'));
    }
    const fe = err as FastifyError;
    if (fe.validation || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(fail('请求参数有误', 400));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail('不支持的请求内容类型', 415));
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(fail('请求内容过大', 413));
    }
    if (fe.statusCode === 429) {
      return reply.status(429).send(fail('请求过于频繁，请稍后再试', 429));
    }
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send(fail('请求参数有误', fe.statusCode));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail('操作失败，请稍后再试'));
  });
}

/** A unique index refused a write (SQLite or PostgreSQL): a race the service checks did not catch. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
