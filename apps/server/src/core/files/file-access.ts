import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that lets a signed-in browser show session-only files in plain <img> and <a> tags. */
export const FILE_COOKIE = 'yz_files';
/** How long the file cookie holds; the back office renews it well before (and its session must still be alive). */
export const FILE_COOKIE_SECONDS = 60 * 60;
/** How long a signed file address (a draft's preview) holds. */
export const SIGNED_URL_SECONDS = 60 * 60;

/**
 * Reading session-only files without the session token in a URL (SECURITY §4/§5). Two credentials, both HMACs under
 * a key derived from the token secret, neither usable for anything but reading stored files:
 * - the file cookie `<sid>.<exp>.<mac>` (HttpOnly, SameSite=Strict, path of the file route only), valid while it
 *   has not expired and its session is alive: logout, force logout and freeze end it at once;
 * - a signed address `?sig=<exp>.<mac>` naming one stored key for a short time (the draft preview's images, which
 *   a staff member's new window loads).
 */
export class FileAccess {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update('yunzhan file access').digest();
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  /** The file cookie's value for a session. */
  cookieValue(sid: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + FILE_COOKIE_SECONDS;
    return `${sid}.${exp}.${this.mac(`cookie:${sid}:${exp}`)}`;
  }

  /** The session a file cookie names, when its signature holds and it has not expired. */
  sidOfCookie(value: string | undefined, now = Date.now()): string | null {
    const [sid, exp, mac, extra] = (value ?? '').split('.');
    if (!sid || !exp || !mac || extra !== undefined || Number(exp) * 1000 <= now) return null;
    return this.same(mac, this.mac(`cookie:${sid}:${exp}`)) ? sid : null;
  }

  /** `sig` of a short-lived address of one stored key. */
  signKey(key: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
    return `${exp}.${this.mac(`file:${key}:${exp}`)}`;
  }

  signedKey(key: string, sig: unknown, now = Date.now()): boolean {
    if (typeof sig !== 'string') return false;
    const [exp, mac, extra] = sig.split('.');
    if (!exp || !mac || extra !== undefined || Number(exp) * 1000 <= now) return false;
    return this.same(mac, this.mac(`file:${key}:${exp}`));
  }
}

/** One cookie of a request's Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
