import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileStamp } from './web-inline-scripts.js';

/** Paths of the server's own (the API, the public delivery API, the rendered sites) and of the build's files. */
const NOT_PAGES = ['/system-api', '/api', '/site', '/assets'];

const pathOf = (url: string) => url.split('?')[0];

/**
 * A path the web app routes itself (`/`, `/system/user` …): not under the server's own prefixes, and not a file
 * (its last segment has no dot).
 */
export function isPagePath(url: string): boolean {
  const path = pathOf(url);
  if (NOT_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/** A GET (or HEAD) of a page path, whatever it accepts: it gets the web app. */
export const isPageRequest = (req: IncomingMessage): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && isPagePath(req.url ?? '/');

/** Paths the build prerendered (`prerendered.json`: path → file of the web folder), read again when it changes. */
function prerenderedPages(webDir: string): () => ReadonlyMap<string, string> {
  const manifest = join(webDir, 'prerendered.json');
  let stamp: string | undefined;
  let pages: ReadonlyMap<string, string> = new Map();
  return () => {
    const now = fileStamp(manifest);
    if (now === stamp) return pages;
    stamp = now;
    try {
      pages = new Map(Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>));
    } catch {
      pages = new Map();
    }
    return pages;
  };
}

/** The file of the web folder a path names, when it exists and is no dotfile: relative to the folder. */
function fileOf(webDir: string, url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathOf(url));
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.split('/').some((s) => s.startsWith('.'))) return undefined;
  const file = resolve(webDir, `.${path}`);
  if (!file.startsWith(webDir + sep)) return undefined;
  try {
    return statSync(file).isFile()
      ? file
          .slice(webDir.length + 1)
          .split(sep)
          .join('/')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: hashed assets are immutable and served precompressed (brotli/gzip) when the build left
 * .br/.gz files beside them; every GET of a page path gets its prerendered page, else index.html. The fallback also
 * serves files a build made after the start (the file routes are made at start); it answers undefined for anything
 * else (the caller's 404).
 */
export async function serveWeb(
  app: FastifyInstance,
  webDir: string,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined> {
  const root = resolve(webDir);
  const prerendered = prerenderedPages(root);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    if (isPageRequest(req.raw)) {
      const page = prerendered().get(pathOf(req.url)) ?? 'index.html';
      if (!fileOf(root, `/${page}`)) return undefined;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    const file = isPagePath(req.url) ? undefined : fileOf(root, req.url);
    return file ? reply.sendFile(file) : undefined;
  };
}
