import { earlyState } from '../boot/early-state';
import type { Page, Row } from './entity';

/** A list request as one string: its URL and its parameters in their order (the early answer's key). */
export const listRequestUrl = (url: string, params: Record<string, unknown>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

/**
 * The first list page the early list shell fetched (boot/list-shell.ts, inline in index.html: shared through
 * `earlyState`), for the app to show the same rows.
 */
export function keepEarlyList(url: string, page: Promise<Page<Row> | null>): void {
  earlyState().list = { url, page };
}

/** The early answer to exactly this request (`listRequestUrl`), once; null when there was none for it. */
export function takeEarlyList(url: string): Promise<Page<Row> | null> | null {
  const state = earlyState();
  if (state.list?.url !== url) return null;
  const { page } = state.list;
  state.list = null;
  return page;
}
