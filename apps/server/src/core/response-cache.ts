import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  at: number;
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

const MIN_COMPRESS = 2048;

/**
 * Keeps serialized (and compressed, per encoding) JSON bodies for a short time: for large responses that
 * many requests read and few writes change (a user's menu, all dictionaries). `clear` on every write.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by `clear`: an answer built before a clear is sent but not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  async send(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const now = Date.now();
    let e = this.entries.get(key);
    if (!e || now - e.at > this.ttlMs) {
      const generation = this.generation;
      e = { at: now, json: JSON.stringify(await build()) };
      if (generation === this.generation) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, e);
      }
    }
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (e.json.length >= MIN_COMPRESS) {
      if (accept.includes('br')) {
        e.br ??= brotliCompressSync(e.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('content-encoding', 'br').send(e.br);
      }
      if (accept.includes('gzip')) {
        e.gzip ??= gzipSync(e.json, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(e.gzip);
      }
    }
    return reply.send(e.json);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
