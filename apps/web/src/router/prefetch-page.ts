import { entityUrls } from '../api/entity';
import { queryClient } from '../app/query-client';
import { firstPageQuery } from '../components/entity/use-list-page';
import type { MenuRoute } from './menu-routes';
import { resolveLocation } from './resolve-location';

/**
 * What a full navigation to a page needs, started as soon as the menu is known (the guard calls it) instead of after
 * the layout rendered: the page's chunk and, for an entity's list page, its first page of rows.
 */
export function prefetchPageAt(routes: readonly MenuRoute[], pathname: string): void {
  const first = resolveLocation(routes, pathname);
  const resolution = first.kind === 'redirect' ? resolveLocation(routes, first.to) : first;
  if (resolution.kind !== 'page') return;
  resolution.Page.preload().catch(() => {});
  const entity = resolution.Page.listEntity;
  if (entity) void queryClient.prefetchQuery(firstPageQuery(entity, entityUrls(entity).list));
}
