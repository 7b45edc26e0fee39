import type { MenuRoute } from './menu-routes';

/** The menu's visible route of a page component, when the user has it. */
export const pageRoute = (routes: readonly MenuRoute[], component: string | null) =>
  component ? routes.find((r) => r.component === component && !r.hidden && !r.external) : undefined;

/** A page opened at one row (`?busId=`, as a notice's 去处理 does). */
export const busIdLink = (route: MenuRoute, id: string) => `${route.path}?busId=${encodeURIComponent(id)}`;
