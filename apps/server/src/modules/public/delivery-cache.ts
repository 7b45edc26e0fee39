import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer and how long it holds (a scheduled row that becomes public ends it). */
export interface Built {
  body: unknown;
  /** Epoch ms after which the answer must be built again. */
  validUntil?: number;
}

interface Entry {
  text: string;
  etag: string;
  validUntil: number;
  br?: Buffer;
  gzip?: Buffer;
}

const MIN_COMPRESS = 1024;
const MAX_ENTRIES = 2000;
/** Browsers and proxies keep an answer but ask again each time (a 304 when it has not changed). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A strong validator of the exact bytes served. */
export const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/**
 * Delivery answers by group (an entity, or the site list) and key (site, path and query). A group is dropped when a
 * commit touches its tables (`clear`), all groups when another process wrote (`clearAll`); `ttlMs` bounds how
 * long an answer is trusted where other processes' writes cannot be seen (PostgreSQL).
 */
export class DeliveryCache {
  private readonly groups = new Map<string, Map<string, Entry>>();
  /** Bumped by `clear` (per group) and `clearAll`: an answer built before a clear is sent but not kept. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  /** `html`: bodies are built as page text; otherwise as JSON values. */
  constructor(
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly kind: 'json' | 'html' = 'json',
  ) {}

  clear(group: string): void {
    this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
    this.groups.delete(group);
  }

  clearAll(): void {
    this.epoch++;
    for (const group of [...this.groups.keys()]) this.clear(group);
  }

  async send(
    req: FastifyRequest,
    reply: FastifyReply,
    group: string,
    key: string,
    build: () => Promise<Built>,
  ): Promise<FastifyReply> {
    const now = Date.now();
    let entries = this.groups.get(group);
    let e = entries?.get(key);
    if (!e || now >= e.validUntil) {
      const generation = `${this.epoch}:${this.generations.get(group) ?? 0}`;
      const built = await build();
      const text = this.kind === 'json' ? JSON.stringify(built.body) : String(built.body);
      e = {
        text,
        etag: etagOf(text),
        validUntil: Math.min(built.validUntil ?? Number.POSITIVE_INFINITY, now + this.ttlMs),
      };
      if (generation === `${this.epoch}:${this.generations.get(group) ?? 0}`) {
        if (!entries) {
          entries = new Map();
          this.groups.set(group, entries);
        }
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, e);
      }
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      e.text.length < MIN_COMPRESS
        ? undefined
        : accept.includes('br')
          ? 'br'
          : accept.includes('gzip')
            ? 'gzip'
            : undefined;
    // Each encoding is its own representation: its own strong validator.
    const etag = encoding ? `${e.etag.slice(0, -1)}-${encoding}"` : e.etag;
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send();
    reply.type(this.kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
    if (encoding === 'br') {
      e.br ??= brotliCompressSync(e.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(e.br);
    }
    if (encoding === 'gzip') {
      e.gzip ??= gzipSync(e.text, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(e.gzip);
    }
    return reply.send(e.text);
  }
}

/** `If-None-Match`: a list of validators or `*` (weak ones compare weakly, as RFC 9110 says for GET). */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return true;
  return text.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
