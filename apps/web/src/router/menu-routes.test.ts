import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/types';
import { buildMenuRoutes, matchMenuRoute } from './menu-routes';
import { resolveLocation } from './resolve-location';
import { resolveUrlExpressions } from './url-expressions';

const node = (path: string, component: string, more: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  path,
  name: path.slice(1).replaceAll('/', '-'),
  component,
  route: '1',
  meta: { title: `T${path}` },
  ...more,
});

const MENU: MenuNode[] = [
  node('/dashboard/analysis', 'dashboard/Analysis'),
  node('/system', 'layouts/RouteView', {
    redirect: '/system/user',
    children: [
      node('/system/user', 'system/NoSuchPage', { hidden: true }),
      node('/system/druid', 'layouts/IframePageView', {
        meta: { title: 'Druid', url: "{{ window._CONFIG['domianURL'] }}/druid/" },
      }),
      node('/system/skip', 'exception/403', { route: '0', children: [node('/system/skip/x', 'exception/404')] }),
      node('/system/item/:id', 'exception/500', { hidden: true }),
    ],
  }),
];

describe('menu → routes (spec §2 dynamic routes)', () => {
  const routes = buildMenuRoutes(MENU);

  it("skips items with route '0' and what is under them", () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/dashboard/analysis',
      '/system',
      '/system/user',
      '/system/druid',
      '/system/item/:id',
    ]);
  });

  it('keeps the parents for the breadcrumb', () => {
    expect(matchMenuRoute(routes, '/system/druid')?.route.parents).toEqual([{ path: '/system', title: 'T/system' }]);
  });

  it('resolves {{ }} expressions from the fixed variable map only', () => {
    expect(matchMenuRoute(routes, '/system/druid')?.route.url).toBe(`${window.location.origin}/system-api/druid/`);
    expect(resolveUrlExpressions('{{ alert(1) }}x')).toBe('x');
    expect(resolveUrlExpressions('{{ constructor }}')).toBe('');
    // The session token is no variable: it never goes into an address.
    localStorage.setItem('Access-Token', JSON.stringify({ value: 'secret-token', expire: Date.now() + 60_000 }));
    expect(resolveUrlExpressions("https://x.example/?t={{ token }}&u={{ window._CONFIG['token'] }}")).toBe(
      'https://x.example/?t=&u=',
    );
  });

  it('matches parameterised paths', () => {
    expect(matchMenuRoute(routes, '/system/item/42')).toMatchObject({
      route: { path: '/system/item/:id' },
      params: { id: '42' },
    });
  });

  it('resolves pages, containers and unknown paths', () => {
    expect(resolveLocation(routes, '/dashboard/analysis').kind).toBe('page');
    expect(resolveLocation(routes, '/system/druid').kind).toBe('page');
    // The container's redirect has no page in the web app: it goes to the first child that has one.
    expect(resolveLocation(routes, '/system')).toEqual({ kind: 'redirect', to: '/system/druid' });
    expect(resolveLocation(routes, '/system/user').kind).toBe('not-found');
    expect(resolveLocation(routes, '/nowhere').kind).toBe('not-found');
  });
});
