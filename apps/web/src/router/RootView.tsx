import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { takeOverPrerendered } from '../app/prerendered';
import ChangePasswordModal from '../components/ChangePasswordModal';
import { type MessageKey, useT } from '../locales/i18n';
import { useSession } from '../stores/session';
import { documentTitle } from './document-title';
import { matchMenuRoute } from './menu-routes';

export interface RouteHandle {
  titleKey?: MessageKey;
}

/** Keeps the document title in step with the route and hosts the app-wide password dialog. */
export default function RootView() {
  const t = useT();
  const { pathname } = useLocation();
  const matches = useMatches();
  const routes = useSession((s) => s.permissions?.routes);

  const staticTitleKey = matches.map((m) => (m.handle as RouteHandle | undefined)?.titleKey).findLast(Boolean);
  const pageTitle = staticTitleKey ? t(staticTitleKey) : routes && matchMenuRoute(routes, pathname)?.route.title;

  // The first commit holds the routed page (route modules load before it): it replaces the prerendered screen.
  useLayoutEffect(takeOverPrerendered, []);

  useEffect(() => {
    document.title = documentTitle(pathname, pageTitle, t('app.platformName'));
  }, [pathname, pageTitle, t]);

  return (
    <>
      <Outlet />
      <ChangePasswordModal />
    </>
  );
}
