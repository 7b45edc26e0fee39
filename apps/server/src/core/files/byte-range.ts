import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from './storage.js';

/** One satisfiable byte range of a file, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file size (RFC 9110 §14): `undefined` when there is none or it is not a
 * single bytes range we understand (the whole file is sent), 'unsatisfiable' for a range outside the file (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file, whole or one byte range of it (206), or answers 416 for a range outside it; players seek
 * in videos by ranges. The caller sets the content type and caching.
 */
export function sendRange(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, key: string, size: number) {
  const range = parseRange(req.headers.range, size);
  reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply.header('content-length', String(end - start + 1)).send(storage.openRange(key, start, end));
}
