import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Link tokens `<row id>.<secret>`: the id finds the row by its key (no index on tokens needed), the 192-bit secret
 * makes the link unguessable. The row keeps a token's SHA-256 (confirmation) or the token itself (unsubscribe: every
 * push mail carries it); both are compared in constant time.
 */
export const newToken = (id: string) => `${id}.${randomBytes(24).toString('base64url')}`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN = /^([0-9a-f]{32})\.[A-Za-z0-9_-]{32}$/;

/** The row id a well-formed token names; undefined for anything else. */
export const idOfToken = (token: unknown) => (typeof token === 'string' ? TOKEN.exec(token)?.[1] : undefined);

export function sameToken(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
