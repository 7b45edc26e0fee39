import { CONTAINER_COMPONENT } from '@yunzhan/common/menu/pages';
import { matchPath } from 'react-router';
import type { MenuNode } from '../api/types';
import { isHttpUrl, resolveUrlExpressions } from './url-expressions';

/** A route built from one server menu item (spec §2 "Dynamic menu routes"). */
export interface MenuRoute {
  path: string;
  name: string;
  component: string;
  title: string;
  icon?: string;
  keepAlive: boolean;
  hidden: boolean;
  redirect?: string;
  /** Resolved `meta.url` when it is an http(s) URL. */
  url?: string;
  /** The URL opens in a new window instead of inside the app. */
  external: boolean;
  /** Titles and paths of the enclosing menus, outermost first (breadcrumb). */
  parents: Array<{ path: string; title: string }>;
  /** Paths of routable children, in menu order. */
  childPaths: string[];
}

export interface RouteMatch {
  route: MenuRoute;
  params: Record<string, string | undefined>;
}

function toRoute(node: MenuNode, parents: MenuRoute['parents']): MenuRoute {
  const url = node.meta?.url ? resolveUrlExpressions(node.meta.url) : undefined;
  return {
    path: node.path,
    name: node.name,
    component: node.component ?? '',
    title: node.meta?.title ?? node.name,
    icon: node.meta?.icon,
    keepAlive: !!node.meta?.keepAlive,
    hidden: !!node.hidden,
    redirect: node.redirect || (node.alwaysShow ? node.path : undefined),
    url: isHttpUrl(url) ? url : undefined,
    external: !!node.meta?.internalOrExternal,
    parents,
    childPaths: (node.children ?? []).filter((c) => c.route !== '0').map((c) => c.path),
  };
}

/** Flattens the menu tree into routes; items with route '0' (and what is under them) get no route. */
export function buildMenuRoutes(menu: readonly MenuNode[], parents: MenuRoute['parents'] = []): MenuRoute[] {
  return menu.flatMap((node) => {
    if (node.route === '0') return [];
    const route = toRoute(node, parents);
    const below = [...parents, { path: route.path, title: route.title }];
    return [route, ...buildMenuRoutes(node.children ?? [], below)];
  });
}

export const isContainer = (route: MenuRoute) => route.component === CONTAINER_COMPONENT;

/** Finds the route of a path; literal paths win over parameterised ones. */
export function matchMenuRoute(routes: readonly MenuRoute[], pathname: string): RouteMatch | null {
  const literal = routes.find((r) => r.path === pathname);
  if (literal) return { route: literal, params: {} };
  for (const route of routes) {
    if (!route.path.includes(':')) continue;
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Where a container menu sends its visitor: its redirect, else its first routable child. */
export function containerTarget(route: MenuRoute): string | undefined {
  const redirect = route.redirect && route.redirect !== route.path ? route.redirect : undefined;
  return redirect ?? route.childPaths[0];
}
