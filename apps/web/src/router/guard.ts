import { type LoaderFunctionArgs, redirect } from 'react-router';
import { failureOf } from '../api/http';
import { PASSWORD_CHANGE_REQUIRED_TEXT } from '../api/http-errors';
import { HOME_PATH, LOGIN_PATH, OPEN_ROUTES } from '../config';
import { t } from '../locales/i18n';
import { usePasswordDialog } from '../stores/password-dialog';
import { useSession } from '../stores/session';
import { feedback } from '../utils/feedback';

export type GuardDecision =
  | { type: 'pass' }
  | { type: 'redirect'; to: string }
  /** Fetch the permission list first, then continue (`next` null) or go to `next`. */
  | { type: 'load-menu'; next: string | null };

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  menuLoaded: boolean;
}

export const loginRedirect = (fullPath: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/** The navigation guard of spec §2 as a pure decision. */
export function decideNavigation({ pathname, search, hasToken, menuLoaded }: GuardInput): GuardDecision {
  if (!hasToken) {
    return OPEN_ROUTES.includes(pathname)
      ? { type: 'pass' }
      : { type: 'redirect', to: loginRedirect(pathname + search) };
  }
  if (pathname === LOGIN_PATH) return { type: 'redirect', to: HOME_PATH };
  if (menuLoaded) return { type: 'pass' };
  const wanted = new URLSearchParams(search).get('redirect');
  return { type: 'load-menu', next: wanted && wanted !== pathname ? wanted : null };
}

/** Root loader: runs on every navigation. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const { pathname, search } = new URL(request.url);
  const session = useSession.getState();
  const decision = decideNavigation({
    pathname,
    search,
    hasToken: !!session.token,
    menuLoaded: session.permissions !== null,
  });
  if (decision.type === 'redirect') throw redirect(decision.to);
  if (decision.type === 'load-menu') {
    try {
      const { routes } = await session.loadPermissions();
      // The page's chunk and rows load beside the layout instead of after it rendered (kept out of this chunk).
      void import('./prefetch-page').then(({ prefetchPageAt }) => prefetchPageAt(routes, decision.next ?? pathname));
    } catch (error) {
      if (failureOf(error)?.serverMessage?.includes(PASSWORD_CHANGE_REQUIRED_TEXT)) {
        usePasswordDialog.getState().requireChange();
        return null;
      }
      feedback.notification.error({ message: t('common.systemTip'), description: t('guard.permissionFailed') });
      await session.endSession();
      throw redirect(loginRedirect(pathname + search));
    }
    if (decision.next) throw redirect(decision.next);
  }
  return null;
}
