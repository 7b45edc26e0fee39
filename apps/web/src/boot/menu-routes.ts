import type { MenuNode } from '../api/types';
import { CACHE_LIFETIME_MS } from '../config';
import { readStored, writeStored } from '../stores/expiring-storage';
import { MENU_ROUTES } from '../stores/storage-keys';

/** Path → component of every page of the menu (its leaves). */
export function menuPageComponents(menu: readonly MenuNode[]): Record<string, string> {
  const routes: Record<string, string> = {};
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) visit(node.children);
      else if (node.path && node.component) routes[node.path] = node.component;
    }
  };
  visit(menu);
  return routes;
}

/**
 * Remembers which component each menu path opens, so that the list shell of the next full navigation can ask for
 * the page's first rows beside the menu instead of after it. Only a guess: the shell paints the rows only when the
 * fresh menu names the same component, and the server still decides what the token may read.
 */
export function rememberMenuRoutes(menu: readonly MenuNode[]): void {
  writeStored(MENU_ROUTES, menuPageComponents(menu), CACHE_LIFETIME_MS);
}

export function rememberedComponent(pathname: string): string | null {
  return readStored<Record<string, string>>(MENU_ROUTES)?.[pathname] ?? null;
}
