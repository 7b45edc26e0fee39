import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB,
  openTab,
  type PageTab,
  restoredTabs,
  tabKeyOf,
} from './tabs';

const tab = (key: string): PageTab => ({ key, title: key });
const keys = (tabs: PageTab[]) => tabs.map((t) => t.key);
const HOME = HOME_TAB.key;

describe('multi-tab rules (spec §2)', () => {
  it('keeps the home tab first and adds tabs by full path once', () => {
    let tabs = openTab([], tab('/a?x=1'));
    tabs = openTab(tabs, tab('/b'));
    tabs = openTab(tabs, tab('/a?x=1'));
    tabs = openTab(tabs, tab('/a?x=2'));
    expect(keys(tabs)).toEqual([HOME, '/a?x=1', '/b', '/a?x=2']);
  });

  it('refuses to close the last tab', () => {
    expect(closeTab([HOME_TAB], HOME, HOME)).toMatchObject({ warning: 'tabs.lastPage', tabs: [HOME_TAB] });
  });

  it('refuses to close home', () => {
    expect(closeTab([HOME_TAB, tab('/a')], HOME, '/a').warning).toBe('tabs.homeNotClosable');
  });

  it('closing the active tab activates the last remaining one', () => {
    const result = closeTab([HOME_TAB, tab('/a'), tab('/b')], '/a', '/a');
    expect(keys(result.tabs)).toEqual([HOME, '/b']);
    expect(result.activate).toBe('/b');
    expect(closeTab([HOME_TAB, tab('/a'), tab('/b')], '/a', '/b').activate).toBeUndefined();
  });

  const open = [HOME_TAB, tab('/a'), tab('/b'), tab('/c'), tab('/d')];

  it('close left / right / others keep home', () => {
    expect(keys(closeLeft(open, '/c', '/c').tabs)).toEqual([HOME, '/c', '/d']);
    expect(keys(closeRight(open, '/b', '/b').tabs)).toEqual([HOME, '/a', '/b']);
    expect(keys(closeOthers(open, '/b', '/b').tabs)).toEqual([HOME, '/b']);
  });

  it('activates the pivot tab when the active one was closed', () => {
    expect(closeOthers(open, '/b', '/d').activate).toBe('/b');
    expect(closeLeft(open, '/c', '/d').activate).toBeUndefined();
    expect(closeRight(open, '/b', HOME).activate).toBeUndefined();
  });
});

describe('open tabs kept across a reload', () => {
  it('restores stored tabs behind home, and nothing but home from anything else', () => {
    expect(keys(restoredTabs({ tabs: [tab('/a'), HOME_TAB, tab('/b')] }))).toEqual([HOME, '/a', '/b']);
    expect(keys(restoredTabs({ tabs: [{ key: 'javascript:x', title: 'x' }, { key: 1 }, null, tab('/c')] }))).toEqual([
      HOME,
      '/c',
    ]);
    for (const junk of [null, undefined, 'x', { tabs: 'x' }, { tabs: {} }])
      expect(restoredTabs(junk)).toEqual([HOME_TAB]);
  });
});

describe('the tab of a location', () => {
  it('is its path and query, a row to open (?busId=) left out: the list and the list at a row share one tab', () => {
    expect(tabKeyOf('/workflow/todo', '?busId=t1')).toBe('/workflow/todo');
    expect(tabKeyOf('/workflow/todo', '')).toBe('/workflow/todo');
    expect(tabKeyOf('/cms/ad', '?a=1&busId=42')).toBe('/cms/ad?a=1');
    expect(tabKeyOf('/cms/ad', '?a=1')).toBe('/cms/ad?a=1');
  });
});
