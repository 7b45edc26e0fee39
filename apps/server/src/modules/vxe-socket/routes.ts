import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { forbidden } from '../../core/errors.js';
import { tokenOf } from '../../core/guard.js';
import { connectServerRelay } from '../../core/relay/connect.js';
import { sessionOf } from '../../core/route.js';
import { allowedOrigin } from '../../core/websocket.js';
import { HEART_BEAT_ANSWER, readFrame } from './frames.js';
import { type Peer, VxeHub } from './hub.js';
import { processRelay, type Relay, serverRelay, VXE_RELAY } from './relay.js';

/** How often the open sockets' sessions are checked (a logout here is seen at once through the change feed). */
const SESSION_CHECK_MS = 10_000;
const SESSION_ENDED = 4001;

const handshake = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'userId格式不正确'),
  pageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'pageId格式不正确'),
});

/** Closes the sockets whose session ended (logout, force logout, freeze, expiry), here or in another process. */
function watchSessions(hub: VxeHub, ctx: AppContext): () => void {
  let scheduled: NodeJS.Timeout | undefined;
  const sweep = async () => {
    for (const peer of [...hub.peers()]) {
      if (!(await ctx.sessions.resolve(peer.token, { touch: false }))) peer.close(SESSION_ENDED, 'Token失效');
    }
  };
  const run = () => void sweep().catch(() => undefined);
  const timer = setInterval(run, SESSION_CHECK_MS);
  timer.unref();
  const off = ctx.changes.on(['sys_session', 'sys_user'], () => {
    scheduled ??= setTimeout(() => {
      scheduled = undefined;
      run();
    }, 50);
  });
  return () => {
    clearInterval(timer);
    clearTimeout(scheduled);
    off();
  };
}

/**
 * The real-time table socket `/vxeSocket/{userId}/{pageId}` (contract §8.5): the handshake passes the guard (token
 * as `Sec-WebSocket-Protocol`, echoed back, or `?token=`), the path's user must be the token's and the page must
 * come from an allowed origin; `heart_beat` is answered, `update_vxe_table` and `common_send_date` go to the other
 * sockets of the same page in every server process: of this machine (cluster IPC) or, on PostgreSQL or with
 * `REDIS_URL`, of every server (the notice socket's carriers, channel `VXE_RELAY`).
 */
export function vxeSocketRoutes(app: FastifyInstance, ctx: AppContext, relay?: Relay): void {
  const shared = relay ? undefined : serverRelay();
  const hub = new VxeHub(
    relay ?? (shared && connectServerRelay(app, ctx, shared, VXE_RELAY) ? shared : processRelay()),
  );
  const stopWatching = watchSessions(hub, ctx);
  app.addHook('onClose', async () => {
    stopWatching();
    hub.close();
  });

  app.get(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      config: { access: 'authenticated' },
      // Before the upgrade: a refusal here is a plain HTTP answer and no socket opens.
      preValidation: async (req) => {
        if (!req.ws) return;
        const { userId } = handshake.parse(req.params);
        if (userId !== sessionOf(req).userId) throw forbidden('不能以其他用户的身份连接');
        if (!allowedOrigin(req, ctx.config.corsOrigins)) throw forbidden('不允许的来源');
      },
    },
    (socket, req) => {
      const { pageId } = handshake.parse(req.params);
      const peer: Peer = {
        userId: sessionOf(req).userId,
        pageId,
        token: tokenOf(req) ?? '',
        send: (frame) => {
          if (socket.readyState === socket.OPEN) socket.send(frame);
        },
        close: (code, reason) => socket.close(code, reason),
      };
      hub.join(peer);
      socket.on('close', () => hub.leave(peer));
      socket.on('message', (raw, isBinary) => {
        if (isBinary) return;
        const incoming = readFrame(raw.toString());
        if (incoming.kind === 'heartBeat') peer.send(HEART_BEAT_ANSWER);
        else if (incoming.kind === 'broadcast') hub.publish(peer, incoming.frame);
        else req.log.debug({ why: incoming.why }, 'vxe socket frame ignored');
      });
    },
  );
}
