import { describe, expect, it } from 'vitest';
import type { Menu } from '../../../api/system-tree';
import { initialMenuValues, MENU_TYPE, menuInput, parentOptions, showsField } from './menu-form';

const menu = (id: string, menuType: number, children?: Menu[]): Menu =>
  ({ id, key: id, name: id, menuType, updateTime: '2026-01-01 00:00:00', children }) as Menu;

describe('menu form', () => {
  it('shows redirect for first-level menus only, permission fields for buttons only', () => {
    expect(showsField(MENU_TYPE.root, 'redirect')).toBe(true);
    expect(showsField(MENU_TYPE.sub, 'redirect')).toBe(false);
    expect(showsField(MENU_TYPE.root, 'parentId')).toBe(false);
    expect(showsField(MENU_TYPE.sub, 'parentId')).toBe(true);
    expect(showsField(MENU_TYPE.button, 'perms')).toBe(true);
    expect(showsField(MENU_TYPE.button, 'component')).toBe(false);
    expect(showsField(MENU_TYPE.sub, 'perms')).toBe(false);
  });

  it('starts a child as a sub-menu under its parent, a new menu as first level', () => {
    expect(initialMenuValues(null, menu('p', 0))).toMatchObject({ menuType: 1, parentId: 'p', route: true });
    expect(initialMenuValues(null, null)).toMatchObject({ menuType: 0, sortNo: 1 });
  });

  it('sends only the fields of the chosen type, no parent for first level, the updateTime on edit', () => {
    const body = menuInput(
      {
        menuType: MENU_TYPE.root,
        name: '报表',
        parentId: 'x',
        url: '/report',
        perms: 'a:b',
        component: 'layouts/RouteView',
      },
      menu('m1', 1),
    );
    expect(body).toMatchObject({
      id: 'm1',
      updateTime: '2026-01-01 00:00:00',
      menuType: 0,
      parentId: null,
      url: '/report',
    });
    expect(body).not.toHaveProperty('perms');
    const button = menuInput(
      { menuType: MENU_TYPE.button, name: '添加', parentId: 'p', perms: 'x:add', url: '/x' },
      null,
    );
    expect(button).toMatchObject({ perms: 'x:add', parentId: 'p' });
    expect(button).not.toHaveProperty('url');
    expect(button).not.toHaveProperty('id');
  });

  it('offers menus as parents, never buttons, the menu itself or its descendants', () => {
    const tree = [menu('a', 0, [menu('b', 1, [menu('c', 1), menu('btn', 2)]), menu('d', 1)])];
    expect(parentOptions(tree)).toEqual([
      {
        value: 'a',
        title: 'a',
        children: [
          { value: 'b', title: 'b', children: [{ value: 'c', title: 'c' }] },
          { value: 'd', title: 'd' },
        ],
      },
    ]);
    expect(parentOptions(tree, 'b')).toEqual([{ value: 'a', title: 'a', children: [{ value: 'd', title: 'd' }] }]);
  });
});
