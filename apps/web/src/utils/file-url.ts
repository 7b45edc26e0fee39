import { FILE_DOMAIN } from '../config';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';

/** Upload folders served without a session (staff avatars); the others need the token (SECURITY §4). */
const OPEN_FOLDERS = ['avatar/'];

/**
 * Stored file paths that are not absolute URLs are served from the configured file domain (spec §7). A plain
 * link or <img> cannot send the token header, so files of session-only folders carry it in the query; content
 * saved from the editor uses `{ token: false }` and the public site reads such files at their public address.
 */
export function fileAccessUrl(path: string | null | undefined, { token = true }: { token?: boolean } = {}): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  const key = path.replace(/^\/+/, '');
  const url = `${FILE_DOMAIN.replace(/\/+$/, '')}/${key}`;
  return token && !OPEN_FOLDERS.some((f) => key.startsWith(f)) ? withSessionToken(url) : url;
}

/** A stored file's address with the session's token (nothing when signed out or already there). */
export function withSessionToken(url: string): string {
  const token = readStored<string>(ACCESS_TOKEN);
  if (!token || /[?&]token=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** Rich text as it is saved: stored files' addresses without the token the editor showed them with. */
export function withoutSessionTokens(html: string): string {
  return html.replace(/(\/sys\/common\/static\/[^"'?\s]+)\?token=[^"'&\s]*/g, '$1');
}
