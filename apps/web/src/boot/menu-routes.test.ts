import { afterEach, describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/types';
import { MENU_ROUTES } from '../stores/storage-keys';
import { menuNode } from './menu-node';
import { menuPageComponents, rememberedComponent, rememberMenuRoutes } from './menu-routes';

const node = (path: string, component: string, children?: MenuNode[]) => menuNode(path, children, component);

const MENU = [
  node('/dashboard/analysis', 'dashboard/Analysis'),
  node('/system', 'layouts/RouteView', [
    node('/system/user', 'system/UserList'),
    node('/system/role', 'system/RoleList'),
  ]),
];

describe('remembered menu routes', () => {
  afterEach(() => localStorage.clear());

  it('maps every page of the menu (its leaves) to its component, not the groups', () => {
    expect(menuPageComponents(MENU)).toEqual({
      '/dashboard/analysis': 'dashboard/Analysis',
      '/system/user': 'system/UserList',
      '/system/role': 'system/RoleList',
    });
  });

  it('answers the component a path opened at the last menu answer, nothing for an unknown path', () => {
    expect(rememberedComponent('/system/user')).toBeNull();
    rememberMenuRoutes(MENU);
    expect(rememberedComponent('/system/user')).toBe('system/UserList');
    expect(rememberedComponent('/system')).toBeNull();
    localStorage.setItem(MENU_ROUTES, 'not json');
    expect(rememberedComponent('/system/user')).toBeNull();
  });
});
