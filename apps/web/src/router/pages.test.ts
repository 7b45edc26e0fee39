import { MENU_ICON_NAMES } from '@yunzhan/common/menu/icons';
import { IMPLEMENTED_PAGES } from '@yunzhan/common/menu/pages';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../components/MenuIcon';
import { PAGE_REGISTRY } from './pages';

describe('registries shared with the server', () => {
  it('the page registry has exactly the IMPLEMENTED_PAGES keys', () => {
    expect(Object.keys(PAGE_REGISTRY).sort()).toEqual([...IMPLEMENTED_PAGES].sort());
  });

  it('the menu icons are exactly MENU_ICON_NAMES', () => {
    expect(Object.keys(MENU_ICONS).sort()).toEqual([...MENU_ICON_NAMES].sort());
  });
});
