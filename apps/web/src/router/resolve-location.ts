import { IFRAME_COMPONENT } from '@yunzhan/common/menu/pages';
import { isContainer, type MenuRoute, matchMenuRoute, type RouteMatch } from './menu-routes';
import { PAGE_REGISTRY } from './pages';
import type { PreloadablePage } from './preloadable';

export type Resolution =
  | { kind: 'page'; match: RouteMatch; Page: PreloadablePage }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** The page of a route: menus with an http(s) URL open in the iframe page, the rest by component string. */
export function pageOf(route: MenuRoute): PreloadablePage | undefined {
  return route.url ? PAGE_REGISTRY[IFRAME_COMPONENT] : PAGE_REGISTRY[route.component];
}

const MAX_CONTAINER_DEPTH = 8;

/** What the main layout shows for a path: a page, a redirect (menu containers), or nothing (→ /404). */
export function resolveLocation(routes: readonly MenuRoute[], pathname: string, depth = 0): Resolution {
  const match = matchMenuRoute(routes, pathname);
  if (!match) return { kind: 'not-found' };
  if (isContainer(match.route) && !match.route.url) {
    if (depth >= MAX_CONTAINER_DEPTH) return { kind: 'not-found' };
    const candidates = [match.route.redirect, ...match.route.childPaths].filter(
      (path): path is string => !!path && path !== pathname,
    );
    const target = candidates.find((path) => resolveLocation(routes, path, depth + 1).kind !== 'not-found');
    return target ? { kind: 'redirect', to: target } : { kind: 'not-found' };
  }
  const Page = pageOf(match.route);
  return Page ? { kind: 'page', match, Page } : { kind: 'not-found' };
}
