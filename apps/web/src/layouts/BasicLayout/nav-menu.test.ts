import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../api/types';
import { buildMenuRoutes } from '../../router/menu-routes';
import { collectKeys, navItems, nextOpenKeys, openKeysAfterNavigation, openKeysFor, selectedKey } from './nav-menu';

const node = (path: string, more: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  path,
  name: path,
  component: 'dashboard/Analysis',
  meta: { title: path },
  ...more,
});

const MENU: MenuNode[] = [
  node('/home'),
  node('/a', {
    component: 'layouts/RouteView',
    children: [node('/a/list'), node('/a/detail/:id', { hidden: true }), node('/a/fixed/7', { route: '0' })],
  }),
  node('/b', { component: 'layouts/RouteView', children: [node('/b/hidden', { hidden: true })] }),
  node('/c', { alwaysShow: true, children: [node('/c/x')] }),
  node('/ext', { meta: { title: 'ext', internalOrExternal: true, url: 'https://example.com' } }),
];

describe('side menu rules (spec §2)', () => {
  const items = navItems(MENU);
  const routes = buildMenuRoutes(MENU);
  const keys = collectKeys(items);

  it('hides hidden items, drops empty containers, alwaysShow is a plain item, targets are links', () => {
    expect(items.map((i) => i.key)).toEqual(['/home', '/a', '/c', '/ext']);
    expect(items[1].children?.map((i) => i.key)).toEqual(['/a/list', '/a/fixed/7']);
    expect(items[2].children).toBeUndefined();
    expect(items[3].href).toBe('https://example.com');
  });

  it('selection follows the route; a hidden route selects its parent; full paths win', () => {
    expect(selectedKey('/a/list', routes, keys)).toBe('/a/list');
    expect(selectedKey('/a/detail/3', routes, keys)).toBe('/a');
    expect(selectedKey('/a/fixed/7', routes, keys)).toBe('/a/fixed/7');
  });

  it('opens the parents of the route', () => {
    expect(openKeysFor('/a/list', routes)).toEqual(['/a']);
  });

  it('keeps one root submenu open in side mode', () => {
    const roots = new Set(['/a', '/b']);
    expect(nextOpenKeys(['/a'], ['/a', '/b'], roots)).toEqual(['/b']);
    expect(nextOpenKeys(['/a'], ['/a', '/a/sub'], roots)).toEqual(['/a', '/a/sub']);
    expect(nextOpenKeys(['/a'], [], roots)).toEqual([]);
  });

  it('keeps submenus open across navigation within a root, switches root otherwise', () => {
    expect(openKeysAfterNavigation(['/a', '/a/sub'], ['/a'])).toEqual(['/a', '/a/sub']);
    expect(openKeysAfterNavigation(['/a', '/a/sub'], ['/b', '/b/x'])).toEqual(['/b', '/b/x']);
    expect(openKeysAfterNavigation(['/a'], [])).toEqual(['/a']);
  });
});
