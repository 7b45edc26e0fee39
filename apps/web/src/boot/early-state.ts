import type { Page, Row } from '../api/entity';
import type { Envelope, PermissionResult } from '../api/types';

/**
 * What the page's first scripts asked for, shared by every copy of the boot code: the list shell inline in
 * index.html's head (`boot/list-shell.ts`, built into the page) and the modules that load after it.
 */
export interface EarlyState {
  /** The menu answer; null once the app has taken it. Absent: not asked for yet. */
  permissions?: Promise<Envelope<PermissionResult> | null> | null;
  /** The first rows of the page the menu opened at this path last time; null: no guess. Absent: not asked yet. */
  guessedList?: { url: string; rows: Promise<Page<Row> | null> } | null;
  /** The first page the list shell asked for, for the app to show without asking again; null once taken. */
  list?: { url: string; page: Promise<Page<Row> | null> } | null;
  /** The inline list shell has run (it starts the app); else boot/early.ts starts it. */
  shellStarted?: boolean;
}

declare global {
  interface Window {
    __yunzhanEarly?: EarlyState;
  }
}

export const earlyState = (): EarlyState => {
  window.__yunzhanEarly ??= {};
  return window.__yunzhanEarly;
};
