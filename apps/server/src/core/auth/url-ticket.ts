import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EphemeralStore } from '../ephemeral.js';
import { cookieOf } from '../files/file-access.js';
import type { SessionContext, SessionStore } from './session.js';

/** How long a ticket holds: the window that asked for it opens it at once. */
export const TICKET_SECONDS = 60;
/** The cookie that binds a ticket to the browser that asked for it (HttpOnly, path of the ticket's route only). */
export const TICKET_COOKIE = 'yz_ticket';

interface Held {
  sid: string;
  userId: string;
  /** The route pattern the ticket opens (`req.routeOptions.url`, prefix included). */
  route: string;
  /** The row (`id` query parameter) it opens. */
  id: string;
}

const keyOf = (ticket: string) => `url-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;

/**
 * One-time tickets for the few addresses a browser opens without being able to send the token header (a preview in
 * a new window). A ticket is random, kept only as its hash among the short-lived shared values (every server process
 * sees it, and taking it deletes it: a second use fails), holds for `TICKET_SECONDS`, and names the session, the
 * route and the row it was issued for. It comes with a cookie derived from its session, so a ticket read from a
 * history, a log or a screen opens nothing in another browser. Only routes that declare `urlTicket` take one.
 */
export class UrlTickets {
  private readonly key: Buffer;

  constructor(
    private readonly ephemeral: EphemeralStore,
    private readonly sessions: SessionStore,
    secret: Uint8Array,
  ) {
    this.key = createHmac('sha256', secret).update('yunzhan url tickets').digest();
  }

  private binder(sid: string): string {
    return createHmac('sha256', this.key).update(`binder:${sid}`).digest('base64url');
  }

  /**
   * Issues a ticket for row `id` of the route `route` to the session `s`, and sets its binding cookie on `reply`
   * (scoped to that route's path). Returns the ticket.
   */
  async issue(s: SessionContext, reply: FastifyReply, route: string, id: string, secure: boolean): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const held: Held = { sid: s.sid, userId: s.userId, route, id };
    await this.ephemeral.set(keyOf(ticket), JSON.stringify(held), TICKET_SECONDS * 1000);
    reply.header(
      'set-cookie',
      `${TICKET_COOKIE}=${this.binder(s.sid)}; Path=${route}; Max-Age=${TICKET_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
    );
    return ticket;
  }

  /**
   * The session of a request carrying a ticket (`?ticket=`), which is spent whatever the outcome: null unless it was
   * issued for this route and row, has not expired, comes with its binding cookie and its session is alive.
   */
  async redeem(req: FastifyRequest): Promise<SessionContext | null> {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const ticket = query.ticket;
    if (typeof ticket !== 'string' || !ticket || ticket.length > 100) return null;
    const value = await this.ephemeral.take(keyOf(ticket));
    if (!value) return null;
    const held = JSON.parse(value) as Held;
    if (held.route !== req.routeOptions.url || held.id !== query.id) return null;
    const cookie = Buffer.from(cookieOf(req.headers.cookie, TICKET_COOKIE) ?? '');
    const expected = Buffer.from(this.binder(held.sid));
    if (cookie.length !== expected.length || !timingSafeEqual(cookie, expected)) return null;
    const session = await this.sessions.resolveSid(held.sid);
    return session?.userId === held.userId ? session : null;
  }
}
