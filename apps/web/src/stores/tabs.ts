import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { HOME_PATH } from '../config';
import type { MessageKey } from '../locales/i18n';
import { OPEN_TABS } from './storage-keys';

/** One open page of the multi-tab bar, keyed by its full path (path + query). */
export interface PageTab {
  key: string;
  title: string;
}

export interface CloseResult {
  tabs: PageTab[];
  /** Set when the close is refused. */
  warning?: MessageKey;
  /** Where to go when the active tab was closed. */
  activate?: string;
}

export const HOME_TAB: PageTab = { key: HOME_PATH, title: '' };

/**
 * The tab of a location: its path and query, without `busId`. A page opened at one row (`?busId=`, a notice's
 * 去处理) is the list's own tab: the row opens there, and the page dropping the parameter stays on it.
 */
export function tabKeyOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('busId');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Adds the tab (or renames an open one). The home tab is always first. */
export function openTab(tabs: readonly PageTab[], tab: PageTab): PageTab[] {
  const withHome = tabs.some((t) => t.key === HOME_PATH) ? [...tabs] : [HOME_TAB, ...tabs];
  const index = withHome.findIndex((t) => t.key === tab.key);
  if (index < 0) return [...withHome, tab];
  if (withHome[index].title === tab.title) return withHome;
  withHome[index] = tab;
  return withHome;
}

export function closeTab(tabs: readonly PageTab[], key: string, activeKey: string): CloseResult {
  if (tabs.length <= 1) return { tabs: [...tabs], warning: 'tabs.lastPage' };
  if (key === HOME_PATH) return { tabs: [...tabs], warning: 'tabs.homeNotClosable' };
  const remaining = tabs.filter((t) => t.key !== key);
  return { tabs: remaining, activate: key === activeKey ? remaining[remaining.length - 1].key : undefined };
}

/** Keeps the home tab, the tab `key` and the tabs `keep` says to keep; activates `key` if the active one went. */
function closeWhere(
  tabs: readonly PageTab[],
  key: string,
  activeKey: string,
  keep: (index: number, pivot: number) => boolean,
): CloseResult {
  const pivot = tabs.findIndex((t) => t.key === key);
  if (pivot < 0) return { tabs: [...tabs] };
  const remaining = tabs.filter((t, i) => t.key === HOME_PATH || i === pivot || keep(i, pivot));
  return { tabs: remaining, activate: remaining.some((t) => t.key === activeKey) ? undefined : key };
}

export const closeLeft = (tabs: readonly PageTab[], key: string, activeKey: string) =>
  closeWhere(tabs, key, activeKey, (i, pivot) => i > pivot);

export const closeRight = (tabs: readonly PageTab[], key: string, activeKey: string) =>
  closeWhere(tabs, key, activeKey, (i, pivot) => i < pivot);

export const closeOthers = (tabs: readonly PageTab[], key: string, activeKey: string) =>
  closeWhere(tabs, key, activeKey, () => false);

interface TabsState {
  tabs: PageTab[];
  /** Bumped by "refresh" to re-mount a tab's page. */
  generation: Record<string, number>;
  open(tab: PageTab): void;
  setTabs(tabs: PageTab[]): void;
  refresh(key: string): void;
}

/** The tabs kept in storage, if they are tabs (home first); else just home. */
export function restoredTabs(stored: unknown): PageTab[] {
  const tabs = (stored as { tabs?: unknown } | null)?.tabs;
  if (!Array.isArray(tabs)) return [HOME_TAB];
  const valid = tabs.filter(
    (tab): tab is PageTab => typeof tab?.key === 'string' && tab.key.startsWith('/') && typeof tab.title === 'string',
  );
  return valid.reduce<PageTab[]>((open, tab) => openTab(open, { key: tab.key, title: tab.title }), [HOME_TAB]);
}

/** The open tabs survive a reload of the page (sessionStorage, cleared by a login and a logout). */
export const useTabs = create<TabsState>()(
  persist(
    (set) => ({
      tabs: [HOME_TAB],
      generation: {},
      open: (tab) => set((s) => ({ tabs: openTab(s.tabs, tab) })),
      setTabs: (tabs) => set({ tabs }),
      refresh: (key) => set((s) => ({ generation: { ...s.generation, [key]: (s.generation[key] ?? 0) + 1 } })),
    }),
    {
      name: OPEN_TABS,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ tabs: s.tabs }),
      merge: (stored, current) => ({ ...current, tabs: restoredTabs(stored) }),
    },
  ),
);
