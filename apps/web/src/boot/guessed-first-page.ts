import type { Page, Row } from '../api/entity';
import { sessionHeaders } from '../api/session-headers';
import type { Envelope } from '../api/types';
import { API_BASE_URL, OPEN_ROUTES } from '../config';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';
import { earlyState } from './early-state';
import { rememberedComponent } from './menu-routes';
import { LIST_SHELLS_ID, type ShellManifest } from './shell-types';

export function readManifest(): ShellManifest | null {
  const text = document.getElementById(LIST_SHELLS_ID)?.textContent;
  return text ? (JSON.parse(text) as ShellManifest) : null;
}

/** A list page's first page of rows with the session's token, as the app's list would ask; null unless it answered. */
export async function fetchFirstPage(url: string, token: string): Promise<Page<Row> | null> {
  const separator = url.includes('?') ? '&' : '?';
  const response = await fetch(`${API_BASE_URL}${url}${separator}_t=${Math.floor(Date.now() / 1000)}`, {
    headers: sessionHeaders(token),
  });
  if (!response.ok) return null;
  const answer = (await response.json()) as Envelope<Page<Row> | Row[]>;
  const result = answer.success ? answer.result : null;
  return result && !Array.isArray(result) && Array.isArray(result.records) ? result : null;
}

/**
 * Asks, beside the menu, for the first rows of the list page the menu opened at this path last time
 * (`menu-routes.ts`). Only a guess: the list shell uses the rows when the fresh menu names the same page.
 */
export function requestGuessedFirstPage(): void {
  const state = earlyState();
  if (state.guessedList !== undefined) return;
  state.guessedList = null;
  const token = readStored<string>(ACCESS_TOKEN);
  if (!token || OPEN_ROUTES.includes(window.location.pathname)) return;
  const page = readManifest()?.pages[rememberedComponent(window.location.pathname) ?? ''];
  if (page) state.guessedList = { url: page.url, rows: fetchFirstPage(page.url, token).catch(() => null) };
}
