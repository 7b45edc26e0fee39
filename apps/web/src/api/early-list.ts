import type { Page, Row } from './entity';

let early: { url: string; page: Promise<Page<Row> | null> } | null = null;

/** The first list page the early list shell fetched (boot/list-shell.ts), for the app to show the same rows. */
export function keepEarlyList(url: string, page: Promise<Page<Row> | null>): void {
  early = { url, page };
}

/** The early answer for `url` (the list URL without its query), once; null when there was none for it. */
export function takeEarlyList(url: string): Promise<Page<Row> | null> | null {
  if (early?.url !== url) return null;
  const { page } = early;
  early = null;
  return page;
}
