import { CONTAINER_COMPONENT } from '@yunzhan/common/menu/pages';
import type { MenuNode } from '../../api/types';
import { type MenuRoute, matchMenuRoute } from '../../router/menu-routes';
import { isHttpUrl, resolveUrlExpressions } from '../../router/url-expressions';

/** A menu entry as rendered (spec §2 "Side menu"). */
export interface NavItem {
  key: string;
  title: string;
  icon?: string;
  /** Page component of a leaf (`cms/FeedbackList`). */
  component?: string;
  /** Opens as a plain link in a new window (menus marked to open outside). */
  href?: string;
  children?: NavItem[];
}

function externalHref(node: MenuNode): string | undefined {
  if (!node.meta?.internalOrExternal || !node.meta.url) return undefined;
  const url = resolveUrlExpressions(node.meta.url);
  return isHttpUrl(url) ? url : undefined;
}

/**
 * Hidden items are not rendered; an item with alwaysShow shows as a plain item; a container whose children are
 * all hidden is left out (it would lead nowhere).
 */
export function navItems(nodes: readonly MenuNode[]): NavItem[] {
  return nodes.flatMap((node): NavItem[] => {
    if (node.hidden) return [];
    const base = { key: node.path, title: node.meta?.title ?? node.name, icon: node.meta?.icon };
    if (node.children?.length && !node.alwaysShow) {
      const children = navItems(node.children);
      return children.length ? [{ ...base, children }] : [];
    }
    if (node.component === CONTAINER_COMPONENT && !node.alwaysShow && !node.meta?.url) return [];
    return [{ ...base, component: node.component, href: externalHref(node) }];
  });
}

export function collectKeys(items: readonly NavItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    into.add(item.key);
    if (item.children) collectKeys(item.children, into);
  }
  return into;
}

/**
 * The selected entry: the one whose path is the full path (menus with parameters), else the matched route,
 * else (hidden route) its nearest shown parent.
 */
export function selectedKey(
  pathname: string,
  routes: readonly MenuRoute[],
  keys: ReadonlySet<string>,
): string | undefined {
  if (keys.has(pathname)) return pathname;
  const match = matchMenuRoute(routes, pathname);
  if (!match) return undefined;
  if (keys.has(match.route.path)) return match.route.path;
  return match.route.parents.map((p) => p.path).findLast((path) => keys.has(path));
}

/** Submenus to open for a path: the parents of its route. */
export function openKeysFor(pathname: string, routes: readonly MenuRoute[]): string[] {
  return matchMenuRoute(routes, pathname)?.route.parents.map((p) => p.path) ?? [];
}

/** Side mode keeps one root submenu open: opening a root closes the others. */
export function nextOpenKeys(previous: readonly string[], next: string[], rootKeys: ReadonlySet<string>): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened || !rootKeys.has(opened)) return next;
  return [opened];
}

/**
 * Submenus after navigating: the route's parents open, submenus the user opened stay open, but reaching a
 * route under another root submenu closes the previous root (side mode keeps one root open).
 */
export function openKeysAfterNavigation(previous: readonly string[], parents: readonly string[]): string[] {
  if (!parents.length) return [...previous];
  if (!previous.includes(parents[0])) return [...parents];
  return [...new Set([...previous, ...parents])];
}
