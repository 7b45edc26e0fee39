import { API_BASE_URL } from '../config';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';

/** The server's file cookie holds an hour; it is renewed after this long, and when a tab comes back after it. */
const RENEW_MS = 20 * 60 * 1000;

let pending: Promise<void> | null = null;
/** The session token the last request was made with (a new sign-in needs a cookie of its own at once). */
let pendingToken: string | null = null;
let renewedAt = 0;
let kept = false;

/**
 * Asks the server for the file cookie (`POST /sys/common/file-access`): an HttpOnly cookie, scoped to the file
 * route and to this session, that lets plain <img> and <a> tags read session-only files (avatars, content images,
 * résumés) without the session token in their addresses. Never rejects: without it those images fail to load.
 */
export function ensureFileAccess({ force = false } = {}): Promise<void> {
  const token = readStored<string>(ACCESS_TOKEN);
  if (!token) return Promise.resolve();
  if (pending && !force && token === pendingToken && Date.now() - renewedAt < RENEW_MS) return pending;
  renewedAt = Date.now();
  pendingToken = token;
  pending = fetch(`${API_BASE_URL}/sys/common/file-access`, { method: 'POST', headers: { 'X-Access-Token': token } })
    .then(() => undefined)
    .catch(() => {
      renewedAt = 0;
    });
  return pending;
}

/** Keeps the file cookie fresh while the app is open (once per page load). */
export function keepFileAccess(): void {
  if (kept) return;
  kept = true;
  setInterval(() => ensureFileAccess(), RENEW_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') ensureFileAccess();
  });
}
