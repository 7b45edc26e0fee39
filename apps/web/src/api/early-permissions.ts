import { earlyState } from '../boot/early-state';
import { API_BASE_URL, OPEN_ROUTES } from '../config';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';
import { sessionHeaders } from './session-headers';
import type { Envelope, PermissionResult } from './types';

/**
 * Asks for the signed-in user's menu as the page starts (the inline script of index.html's head, or boot/early.ts on
 * a page without it), so a full navigation to a page does not wait for the app before it asks. Same request as
 * `userPermissions`.
 */
export function requestPermissionsEarly(): void {
  const state = earlyState();
  if (state.permissions !== undefined) return;
  state.permissions = null;
  const token = readStored<string>(ACCESS_TOKEN);
  if (!token || OPEN_ROUTES.includes(window.location.pathname)) return;
  const url = `${API_BASE_URL}/sys/permission/getUserPermissionByToken?_t=${Math.floor(Date.now() / 1000)}`;
  state.permissions = fetch(url, { headers: sessionHeaders(token) })
    .then((response) => (response.ok ? (response.json() as Promise<Envelope<PermissionResult>>) : null))
    .catch(() => null);
}

/** The early answer without taking it (the list shell reads the menu; the app takes the answer later). */
export function peekEarlyPermissions(): Promise<Envelope<PermissionResult> | null> {
  return earlyState().permissions ?? Promise.resolve(null);
}

/**
 * The early answer, once; null when there was none or it failed (the caller then asks through the HTTP client,
 * whose failures get the usual handling).
 */
export function takeEarlyPermissions(): Promise<Envelope<PermissionResult> | null> {
  const state = earlyState();
  const answer = state.permissions ?? Promise.resolve(null);
  state.permissions = null;
  return answer;
}
