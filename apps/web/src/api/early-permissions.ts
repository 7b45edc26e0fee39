import { API_BASE_URL, OPEN_ROUTES } from '../config';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN, TENANT_ID } from '../stores/storage-keys';
import type { Envelope, PermissionResult } from './types';

let early: Promise<Envelope<PermissionResult> | null> | null = null;
let requested = false;

/**
 * Asks for the signed-in user's menu as the page starts (boot/early.ts runs before the app's modules have loaded),
 * so a full navigation to a page does not wait for the app before it asks. Same request as `userPermissions`.
 */
export function requestPermissionsEarly(): void {
  if (requested) return;
  requested = true;
  const token = readStored<string>(ACCESS_TOKEN);
  if (!token || OPEN_ROUTES.includes(window.location.pathname)) return;
  const url = `${API_BASE_URL}/sys/permission/getUserPermissionByToken?_t=${Math.floor(Date.now() / 1000)}`;
  const headers = { 'X-Access-Token': token, 'tenant-id': String(readStored<string | number>(TENANT_ID) ?? 0) };
  early = fetch(url, { headers })
    .then((response) => (response.ok ? (response.json() as Promise<Envelope<PermissionResult>>) : null))
    .catch(() => null);
}

/** The early answer without taking it (the list shell reads the menu; the app takes the answer later). */
export function peekEarlyPermissions(): Promise<Envelope<PermissionResult> | null> {
  return early ?? Promise.resolve(null);
}

/**
 * The early answer, once; null when there was none or it failed (the caller then asks through the HTTP client,
 * whose failures get the usual handling).
 */
export function takeEarlyPermissions(): Promise<Envelope<PermissionResult> | null> {
  const answer = early ?? Promise.resolve(null);
  early = null;
  return answer;
}
