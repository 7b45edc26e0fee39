import { Activity, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import PageLoading from '../../components/PageLoading';
import { MenuRouteContext } from '../../router/menu-route-context';
import type { MenuRoute } from '../../router/menu-routes';
import { type Resolution, resolveLocation } from '../../router/resolve-location';
import { useTabs } from '../../stores/tabs';

const pathnameOf = (fullPath: string) => fullPath.split(/[?#]/)[0];

function PageHost({ resolution }: { resolution: Resolution }) {
  if (resolution.kind !== 'page') return null;
  const { Page, match } = resolution;
  return (
    <MenuRouteContext.Provider value={match}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </MenuRouteContext.Provider>
  );
}

/** Window scroll position per tab, restored when a tab comes back. */
function useScrollMemory(activeKey: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activeKey);
  useLayoutEffect(() => {
    if (current.current === activeKey) return;
    current.current = activeKey;
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);
  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
}

interface Props {
  routes: readonly MenuRoute[];
  activeKey: string;
  multiTab: boolean;
}

/**
 * The pages of the open tabs. Pages whose menu says keepAlive stay mounted but hidden (React `<Activity>`) so
 * their state survives a tab switch; the others mount only while active. A tab restored by a reload mounts when it
 * is first shown, not with the page. "Refresh" re-mounts through the key.
 */
export default function PageContent({ routes, activeKey, multiTab }: Props) {
  const tabs = useTabs((s) => s.tabs);
  const generation = useTabs((s) => s.generation);
  const shown = useRef(new Set<string>());
  shown.current.add(activeKey);
  useScrollMemory(activeKey);

  if (!multiTab) {
    const resolution = resolveLocation(routes, pathnameOf(activeKey));
    return <PageHost key={`${activeKey}#${generation[activeKey] ?? 0}`} resolution={resolution} />;
  }
  const keys = tabs.some((tab) => tab.key === activeKey)
    ? tabs.map((tab) => tab.key)
    : [...tabs.map((tab) => tab.key), activeKey];
  return keys.map((key) => {
    const active = key === activeKey;
    const resolution = resolveLocation(routes, pathnameOf(key));
    const kept = resolution.kind === 'page' && resolution.match.route.keepAlive && shown.current.has(key);
    if (!active && !kept) return null;
    return (
      <Activity key={`${key}#${generation[key] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
        <PageHost resolution={resolution} />
      </Activity>
    );
  });
}
