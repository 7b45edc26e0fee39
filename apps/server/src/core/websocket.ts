import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Largest frame a client may send: a few rows of a table, a heartbeat. */
const MAX_FRAME_BYTES = 256 * 1024;

/**
 * The WebSocket support of every socket route (`/websocket`, `/vxeSocket`), registered on the root before the
 * guard: its hook marks a handshake first, so a handshake the guard refuses has its connection closed after the
 * answer too.
 */
export async function installSockets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      // The token came as the protocol (contract §8.4): browsers drop the connection unless it is echoed.
      handleProtocols: (protocols) => protocols.values().next().value ?? false,
    },
  });
}

/** Same origin as the request's host, or one of `CORS_ORIGINS`; no Origin at all is not a browser page. */
export function allowedOrigin(req: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}
