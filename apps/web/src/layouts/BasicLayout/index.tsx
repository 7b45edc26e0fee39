import { QueryClientProvider } from '@tanstack/react-query';
import { Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { queryClient } from '../../app/query-client';
import NoticeBell from '../../components/Notice/NoticeBell';
import { resolveLocation } from '../../router/resolve-location';
import { useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import { tabKeyOf, useTabs } from '../../stores/tabs';
import AppBreadcrumb from './AppBreadcrumb';
import styles from './BasicLayout.module.css';
import GlobalFooter from './GlobalFooter';
import GlobalHeader, { Logo } from './GlobalHeader';
import MultiTab from './MultiTab';
import NavMenu from './NavMenu';
import PageContent from './PageContent';
import SettingDrawer from './SettingDrawer';
import { useDevice } from './use-device';
import { useHeaderHidden } from './use-header-hidden';

const SIDER_WIDTH = 208;
const MOBILE_DRAWER_WIDTH = 200;

/** The main layout (spec §2): side or top menu, header, multi-tab bar, breadcrumb, pages, footer. */
export default function BasicLayout() {
  const location = useLocation();
  const fullPath = tabKeyOf(location.pathname, location.search);
  const routes = useSession((s) => s.permissions?.routes) ?? [];
  const settings = useSettings();
  const device = useDevice();
  const isMobile = device === 'mobile';
  const [collapsed, setCollapsed] = useState(device !== 'desktop');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openTab = useTabs((s) => s.open);
  const headerHidden = useHeaderHidden(settings.fixedHeader && settings.autoHideHeader);

  const resolution = resolveLocation(routes, location.pathname);
  const multiTab = settings.multiTab && !isMobile;
  const topMenu = settings.layout === 'topmenu' && !isMobile;

  useEffect(() => setCollapsed(device !== 'desktop'), [device]);

  const pageTitle = resolution.kind === 'page' ? resolution.match.route.title : undefined;
  useEffect(() => {
    if (pageTitle !== undefined) openTab({ key: fullPath, title: pageTitle });
  }, [fullPath, pageTitle, openTab]);

  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'not-found' && routes.length) return <Navigate to="/404" replace />;

  const sider = !topMenu && !isMobile && (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsible
      collapsed={collapsed}
      trigger={null}
      theme={settings.navTheme}
      className={settings.fixSiderbar ? styles.fixedSider : undefined}
    >
      <Logo showTitle={!collapsed} />
      <NavMenu mode="inline" theme={settings.navTheme} collapsed={collapsed} />
    </Layout.Sider>
  );

  const siderOffset = sider && settings.fixSiderbar ? (collapsed ? 80 : SIDER_WIDTH) : 0;
  const fixedWidth = topMenu && settings.contentWidth === 'Fixed';

  return (
    <QueryClientProvider client={queryClient}>
      <Layout className={styles.root} data-device={device}>
        {sider}
        {isMobile && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={MOBILE_DRAWER_WIDTH}
            closable={false}
            className={settings.navTheme === 'dark' ? styles.darkDrawer : undefined}
            styles={{ body: { padding: 0, background: settings.navTheme === 'dark' ? '#001529' : '#fff' } }}
          >
            <nav data-testid="mobile-menu">
              <Logo />
              <NavMenu mode="inline" theme={settings.navTheme} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Drawer>
        )}
        <Layout style={{ marginInlineStart: siderOffset, transition: 'margin 0.2s' }}>
          <GlobalHeader
            menu={topMenu ? <NavMenu mode="horizontal" theme={settings.navTheme} /> : undefined}
            collapsed={isMobile ? !drawerOpen : collapsed}
            onToggle={() => (isMobile ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
            onOpenSettings={() => setSettingsOpen(true)}
            notice={<NoticeBell />}
            compact={isMobile}
            hidden={headerHidden}
            fixed={settings.fixedHeader}
            dark={settings.navTheme === 'dark'}
          />
          {multiTab && (
            <div className={styles.tabBar}>
              <div className={fixedWidth ? styles.fixedWidth : undefined}>
                <MultiTab activeKey={fullPath} />
              </div>
            </div>
          )}
          <Layout.Content className={`${styles.content} ${fixedWidth ? styles.fixedWidth : ''}`}>
            {resolution.kind === 'page' && (
              <div className={styles.breadcrumb}>
                <AppBreadcrumb route={resolution.match.route} />
              </div>
            )}
            <PageContent routes={routes} activeKey={fullPath} multiTab={multiTab} />
          </Layout.Content>
          <GlobalFooter />
        </Layout>
        <SettingDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </Layout>
    </QueryClientProvider>
  );
}
