import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.js';
import { forbidden } from '../../core/errors.js';
import { tokenOf } from '../../core/guard.js';
import { connectServerRelay } from '../../core/relay/connect.js';
import { sessionOf } from '../../core/route.js';
import { allowedOrigin } from '../../core/websocket.js';
import type { Grantee } from '../permission/grantee.js';
import { FrameBudget } from './budget.js';
import { HEART_BEAT_ANSWER, readFrame } from './frames.js';
import { type Peer, VxeHub } from './hub.js';
import { pageOf } from './pages.js';
import { processRelay, type Relay, serverRelay, VXE_RELAY } from './relay.js';

/** How often the open sockets' sessions are checked (a logout here is seen at once through the change feed). */
const SESSION_CHECK_MS = 10_000;
const SESSION_ENDED = 4001;
/** The socket's page is no longer the session's: another site, or the permission is gone. */
const PAGE_LEFT = 4003;
/** RFC 6455 policy violation: the socket flooded. */
const FLOODED = 1008;
const PAGE_DENIED = '无权访问该页面';

/** Permission codes granted to a user (the guard's source). */
export type GrantedCodes = (who: Grantee) => Promise<ReadonlySet<string>>;

/** Tables whose commits may end a session or take a page away: the sweep runs soon after them. */
const WATCHED = ['sys_session', 'sys_user', 'sys_user_role', 'sys_role_permission', 'sys_permission'];

const handshake = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'userId格式不正确'),
  pageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'pageId格式不正确'),
});

/** Why a peer may no longer stay on its page (null: it may). */
async function leaving(peer: Peer, ctx: AppContext, granted: GrantedCodes): Promise<[number, string] | null> {
  const session = await ctx.sessions.resolve(peer.token, { touch: false });
  if (!session) return [SESSION_ENDED, 'Token失效'];
  if (session.siteId !== peer.page.siteId) return [PAGE_LEFT, '站点已切换'];
  const { permission } = peer.page;
  if (permission && !(await granted(peer)).has(permission)) return [PAGE_LEFT, PAGE_DENIED];
  return null;
}

/** Closes the sockets whose session ended, moved to another site or lost the page's permission. */
function watchSessions(hub: VxeHub, ctx: AppContext, granted: GrantedCodes): () => void {
  let scheduled: NodeJS.Timeout | undefined;
  const sweep = async () => {
    for (const peer of [...hub.peers()]) {
      const why = await leaving(peer, ctx, granted);
      if (why) peer.close(...why);
    }
  };
  const run = () => void sweep().catch(() => undefined);
  const timer = setInterval(run, SESSION_CHECK_MS);
  timer.unref();
  const off = ctx.changes.on(WATCHED, () => {
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
 * as `Sec-WebSocket-Protocol`, echoed back, or `?token=`), the path's user must be the token's, the page must come
 * from an allowed origin and the user must hold the page's permission (`pages.ts`); `heart_beat` is answered,
 * `update_vxe_table` and `common_send_date` go to the other sockets of the same page and site in every server
 * process: of this machine (cluster IPC) or, on PostgreSQL or with `REDIS_URL`, of every server (the notice socket's
 * carriers, channel `VXE_RELAY`). Each socket's frames are limited (`budget.ts`).
 */
export function vxeSocketRoutes(app: FastifyInstance, ctx: AppContext, granted: GrantedCodes, relay?: Relay): void {
  const shared = relay ? undefined : serverRelay();
  const hub = new VxeHub(
    relay ?? (shared && connectServerRelay(app, ctx, shared, VXE_RELAY) ? shared : processRelay()),
  );
  const stopWatching = watchSessions(hub, ctx, granted);
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
        const { userId, pageId } = handshake.parse(req.params);
        const session = sessionOf(req);
        if (userId !== session.userId) throw forbidden('不能以其他用户的身份连接');
        if (!allowedOrigin(req, ctx.config.corsOrigins)) throw forbidden('不允许的来源');
        const { permission } = pageOf(pageId, session);
        if (permission && !(await granted(session)).has(permission)) throw forbidden(PAGE_DENIED);
      },
    },
    (socket, req) => {
      const session = sessionOf(req);
      const peer: Peer = {
        userId: session.userId,
        username: session.username,
        tenantId: session.tenantId,
        page: pageOf(handshake.parse(req.params).pageId, session),
        token: tokenOf(req) ?? '',
        send: (frame) => {
          if (socket.readyState === socket.OPEN) socket.send(frame);
        },
        close: (code, reason) => socket.close(code, reason),
      };
      const budget = new FrameBudget();
      hub.join(peer);
      socket.on('close', () => hub.leave(peer));
      socket.on('message', (raw, isBinary) => {
        const verdict = budget.take();
        if (verdict === 'close') return peer.close(FLOODED, '消息过于频繁');
        if (verdict === 'drop' || isBinary) return;
        const incoming = readFrame(raw.toString());
        if (incoming.kind === 'heartBeat') peer.send(HEART_BEAT_ANSWER);
        else if (incoming.kind === 'broadcast') hub.publish(peer, incoming.frame);
        else req.log.debug({ why: incoming.why }, 'vxe socket frame ignored');
      });
    },
  );
}
