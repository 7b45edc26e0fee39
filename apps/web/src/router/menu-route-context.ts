import { createContext, useContext } from 'react';
import type { RouteMatch } from './menu-routes';

/** The menu route a page was opened for (its title, URL, path parameters). */
export const MenuRouteContext = createContext<RouteMatch | null>(null);

export function useMenuRoute(): RouteMatch {
  const match = useContext(MenuRouteContext);
  if (!match) throw new Error('useMenuRoute outside a menu page');
  return match;
}
