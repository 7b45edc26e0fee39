import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { webInlineScriptSources } from '../web-inline-scripts.js';

/**
 * The security headers of every answer, set by the first of all hooks (refusals, 401 and 403, carry them too). The
 * middleware is built once (the Fastify plugin rebuilt it on every request).
 */
export function installSecurityHeaders(app: FastifyInstance, webDir: string | undefined): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The build's own inline scripts (the list shell's early requests), by hash.
        scriptSrc: ["'self'", ...webInlineScriptSources(webDir)],
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
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
}
