import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LaneTicket } from './lane-ticket.js';

/** An answer and how long it holds (a scheduled row that becomes public ends it). */
export interface Built {
  body: unknown;
  /** Epoch ms after which the answer must be built again. */
  validUntil?: number;
  /** An error page kept briefly (a failed render): sent with this status, never as a validated public answer. */
  status?: number;
}

/** One representation of an answer: its bytes and their strong validator. */
interface Variant {
  body: Buffer;
  etag: string;
}

interface Entry {
  group: string;
  validUntil: number;
  status?: number;
  plain: Variant;
  /** Compressed once, on the first request that accepts the encoding (answers of ≥ MIN_COMPRESS bytes only). */
  br?: Variant;
  gzip?: Variant;
  /** What the fast lane needs to answer this entry without the app (learnt from the app's first answer of it). */
  ticket?: LaneTicket;
}

/** What one request gets of an entry. */
interface Pick {
  variant: Variant;
  encoding?: 'br' | 'gzip';
  notModified: boolean;
}

const MIN_COMPRESS = 1024;
const MAX_ENTRIES = 5000;
/** Browsers and proxies keep an answer but ask again each time (a 304 when it has not changed). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A strong validator of the exact bytes served. */
export const etagOf = (text: string | Buffer) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** Each encoding is its own representation: its own strong validator. */
const encoded = (plain: Variant, body: Buffer, encoding: string): Variant => ({
  body,
  etag: `${plain.etag.slice(0, -1)}-${encoding}"`,
});

/**
 * Delivery answers by group (an entity, or the site list) and key (the request URL). A group is dropped when a
 * commit touches its tables (`clear`), all groups when another process wrote (`clearAll`); `ttlMs` bounds how
 * long an answer is trusted where other processes' writes cannot be seen (PostgreSQL). Entries keep their bytes,
 * validators and compressed variants, so a hit (`hit` + `serve`, also from a hook before routing's handlers run)
 * costs no serialisation, hashing or compression.
 */
export class DeliveryCache {
  /** Every live entry by key, whatever its group: what `hit` looks in. */
  private readonly entries = new Map<string, Entry>();
  private readonly groups = new Map<string, Set<string>>();
  /** Bumped by `clear` (per group) and `clearAll`: an answer built before a clear is sent but not kept. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private readonly type: string;
  /** The entry each request was answered from, until the request is gone (what the fast lane learns from). */
  private readonly served = new WeakMap<IncomingMessage, Entry>();
  /** Answers being built, by generation and key: requests for the same key wait for the one build. */
  private readonly building = new Map<string, Promise<Entry>>();

  /** `html`: bodies are built as page text; otherwise as JSON values. */
  constructor(
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly kind: 'json' | 'html' = 'json',
  ) {
    this.type = kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  }

  clear(group: string): void {
    this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
    for (const key of this.groups.get(group) ?? []) this.entries.delete(key);
    this.groups.delete(group);
  }

  clearAll(): void {
    this.epoch++;
    for (const group of [...this.groups.keys()]) this.clear(group);
  }

  /** The live entry of a key (the request URL), if any. */
  hit(key: string, now = Date.now()): Entry | undefined {
    const e = this.entries.get(key);
    return e && now < e.validUntil ? e : undefined;
  }

  async send(
    req: FastifyRequest,
    reply: FastifyReply,
    group: string,
    key: string,
    build: () => Promise<Built>,
  ): Promise<FastifyReply> {
    let e = this.hit(key);
    if (!e) {
      const flight = `${this.generation(group)} ${key}`;
      let pending = this.building.get(flight);
      if (!pending) {
        pending = this.build(group, key, build).finally(() => this.building.delete(flight));
        this.building.set(flight, pending);
      }
      e = await pending;
    }
    return this.serve(req, reply, e);
  }

  private async build(group: string, key: string, build: () => Promise<Built>): Promise<Entry> {
    const now = Date.now();
    const generation = this.generation(group);
    const built = await build();
    const text = this.kind === 'json' ? JSON.stringify(built.body) : String(built.body);
    const body = Buffer.from(text);
    const e: Entry = {
      group,
      status: built.status,
      plain: { body, etag: etagOf(body) },
      validUntil: Math.min(built.validUntil ?? Number.POSITIVE_INFINITY, now + this.ttlMs),
    };
    if (generation === this.generation(group)) this.keep(key, e);
    return e;
  }

  /** Sends an entry in the encoding the client accepts, or 304 when its `If-None-Match` names that variant. */
  serve(req: FastifyRequest, reply: FastifyReply, e: Entry): FastifyReply {
    this.served.set(req.raw, e);
    if (e.status) {
      return reply
        .status(e.status)
        .header('cache-control', 'no-store')
        .header('content-type', this.type)
        .send(e.plain.body);
    }
    const { variant, encoding, notModified } = this.pick(e, req.raw);
    reply.header('etag', variant.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (notModified) return reply.status(304).send();
    reply.header('content-type', this.type);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(variant.body);
  }

  /** The entry a request was answered from, if it was. */
  servedEntry(req: IncomingMessage): Entry | undefined {
    return this.served.get(req);
  }

  /**
   * The same answer as `serve`, written to Node's response with `headers` (what the app's hooks add: security
   * headers, `cache-control`, `vary`) for the fast lane. Answers the status sent.
   */
  serveRaw(req: IncomingMessage, res: ServerResponse, e: Entry, headers: readonly string[]): number {
    const { variant, encoding, notModified } = this.pick(e, req);
    if (notModified) {
      res.writeHead(304, [...headers, 'etag', variant.etag]);
      res.end();
      return 304;
    }
    const own = ['etag', variant.etag, 'content-type', this.type, 'content-length', String(variant.body.length)];
    if (encoding) own.push('content-encoding', encoding);
    res.writeHead(200, [...headers, ...own]);
    res.end(variant.body);
    return 200;
  }

  private pick(e: Entry, req: IncomingMessage): Pick {
    const variant = this.variant(e, req.headers['accept-encoding']);
    const inm = req.headers['if-none-match'];
    const encoding = variant === e.plain ? undefined : variant === e.br ? 'br' : 'gzip';
    return { variant, encoding, notModified: inm !== undefined && matches(inm, variant.etag) };
  }

  private variant(e: Entry, accept: string | string[] | undefined): Variant {
    if (accept === undefined || e.plain.body.length < MIN_COMPRESS) return e.plain;
    const text = String(accept);
    if (text.includes('br')) {
      e.br ??= encoded(
        e.plain,
        brotliCompressSync(e.plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        'br',
      );
      return e.br;
    }
    if (text.includes('gzip')) {
      e.gzip ??= encoded(e.plain, gzipSync(e.plain.body, { level: 6 }), 'gzip');
      return e.gzip;
    }
    return e.plain;
  }

  private generation(group: string): string {
    return `${this.epoch}:${this.generations.get(group) ?? 0}`;
  }

  private keep(key: string, e: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.clear();
      this.groups.clear();
    }
    const previous = this.entries.get(key);
    if (previous && previous.group !== e.group) this.groups.get(previous.group)?.delete(key);
    this.entries.set(key, e);
    let keys = this.groups.get(e.group);
    if (!keys) {
      keys = new Set();
      this.groups.set(e.group, keys);
    }
    keys.add(key);
  }
}

/** `If-None-Match`: a list of validators or `*` (weak ones compare weakly, as RFC 9110 says for GET). */
function matches(header: string | string[], etag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === etag) return true;
  if (text.trim() === '*') return true;
  return text.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
