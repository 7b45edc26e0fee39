import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { ApiError, forbidden, unauthorized } from '../../core/errors.js';
import { tokenOf } from '../../core/guard.js';
import { allowedOrigin } from '../../core/websocket.js';
import type { NoticeBus } from './bus.js';
import { SocketRegistry } from './socket-registry.js';

/** How often sockets are checked against their sessions (catches sessions ended by another process). */
const SWEEP_MS = 10_000;

/**
 * The notice socket `/websocket/{userId}` (contract §8.4): the token in `Sec-WebSocket-Protocol` (ws echoes the
 * chosen protocol back), bound to the path's user; foreign origins refused; 'HeartBeat' answered; released
 * announcements pushed; closed when the session ends.
 */
export function noticeSocketRoutes(app: FastifyInstance, ctx: AppContext, bus: NoticeBus): void {
  const registry = new SocketRegistry(ctx.db);
  const sweep = () => void registry.sweep().catch((err: unknown) => app.log.warn({ err }, 'notice socket sweep'));
  const offBus = bus.subscribe((push) => registry.deliver(push));
  const offChanges = ctx.changes.on(['sys_session'], sweep);
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    offBus();
    offChanges();
    registry.closeAll();
  });

  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      config: { access: 'public' },
      preValidation: async (req) => {
        if (!allowedOrigin(req, ctx.config.corsOrigins)) throw forbidden('不允许的来源');
        const token = tokenOf(req);
        const session = token ? await ctx.sessions.resolve(token) : null;
        if (!session) throw unauthorized();
        if (session.userId !== req.params.userId) throw new ApiError('用户与令牌不符', 403, 403);
        req.session = session;
      },
    },
    (socket, req) => {
      if (!req.session) return socket.close(1008);
      registry.add(socket, req.session.userId, req.session.sid, req.session.tenantId);
    },
  );
}
