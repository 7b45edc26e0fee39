import { useQuery } from '@tanstack/react-query';
import { INTAKE_PAGES } from '@yunzhan/common/entities/registry';
import { intakeUnread } from '../../api/intake';
import { unwrap } from '../../api/system-tree';
import { useSession } from '../../stores/session';
import type { NavItem } from './nav-menu';

/** New public submissions reach the menu within this time (and at once when the window regains focus). */
export const UNREAD_POLL_MS = 30_000;

const hasIntakePage = (items: readonly NavItem[]): boolean =>
  items.some((i) => (i.component && INTAKE_PAGES.includes(i.component)) || hasIntakePage(i.children ?? []));

/** Unread submissions per form page of the current site, polled while the menu shows a form page. */
export function useUnreadBadges(items: readonly NavItem[]): Readonly<Record<string, number>> {
  const siteId = useSession((s) => s.userInfo?.siteId ?? null);
  const enabled = hasIntakePage(items);
  const { data } = useQuery({
    queryKey: ['intakeUnread', siteId],
    queryFn: async () => unwrap(await intakeUnread()),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return data ?? {};
}
