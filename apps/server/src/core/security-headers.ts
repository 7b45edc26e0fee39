import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { WebInlineScripts } from '../web-inline-scripts.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const headersFor = (inlineScripts: readonly string[]): Middleware =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The build's own inline scripts (the list shell's early requests), by hash.
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        // Intranet deployments run on plain HTTP: upgrading would break every asset there.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

/**
 * The security headers of every answer, set by the first of all hooks (refusals, 401 and 403, carry them too). The
 * middleware is built once per set of inline scripts (the Fastify plugin rebuilt it on every request); a request for
 * a page (`isPage`) looks at the web folder's pages first, so the page it gets is the one the policy allows.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  scripts: WebInlineScripts,
  isPage: (req: IncomingMessage) => boolean,
): void {
  let built = { sources: scripts.sources(true), headers: headersFor(scripts.sources(true)) };
  app.addHook('onRequest', (req, reply, done) => {
    const sources = scripts.sources(isPage(req.raw));
    if (sources !== built.sources) built = { sources, headers: headersFor(sources) };
    built.headers(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
