import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import LanguageSwitch from '../../components/LanguageSwitch';
import { HOME_PATH } from '../../config';
import { useT } from '../../locales/i18n';
import styles from './BasicLayout.module.css';
import MenuSearch from './header/MenuSearch';
import SiteSwitcher from './header/SiteSwitcher';
import TenantSwitcher from './header/TenantSwitcher';
import UserMenu from './header/UserMenu';

interface Props {
  /** The horizontal menu in top-menu mode. */
  menu?: ReactNode;
  /** Collapse toggle of the sidebar (or the mobile drawer); absent in top-menu mode. */
  collapsed?: boolean;
  onToggle?: () => void;
  onOpenSettings(): void;
  /** Place of the notification bell. */
  notice?: ReactNode;
  compact: boolean;
  hidden: boolean;
  fixed: boolean;
  dark: boolean;
}

export function Logo({ showTitle = true }: { showTitle?: boolean }) {
  const t = useT();
  return (
    <Link to={HOME_PATH} className={styles.logo}>
      <img src="/logo.svg" alt="" />
      {showTitle && <span title={t('app.platformName')}>{t('app.shortName')}</span>}
    </Link>
  );
}

export default function GlobalHeader(props: Props) {
  const t = useT();
  const { menu, collapsed, onToggle, onOpenSettings, notice, compact, hidden, fixed, dark } = props;
  const classes = [
    styles.header,
    fixed && styles.fixedHeader,
    hidden && styles.headerHidden,
    menu && dark && styles.darkHeader,
  ];
  return (
    <Layout.Header className={classes.filter(Boolean).join(' ')}>
      {menu ? (
        <>
          <div className={styles.topLogo}>
            <Logo />
          </div>
          {menu}
        </>
      ) : (
        <Button
          type="text"
          className={styles.trigger}
          aria-label={t('header.toggleMenu')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
      )}
      <Space size={0} className={`${styles.tools} ${menu ? styles.topTools : ''}`}>
        <MenuSearch />
        {notice}
        <TenantSwitcher compact={compact} />
        <SiteSwitcher compact={compact} />
        <UserMenu compact={compact} />
        {!compact && <LanguageSwitch signedIn />}
        <Button type="text" icon={<SettingOutlined />} aria-label={t('settings.title')} onClick={onOpenSettings} />
      </Space>
    </Layout.Header>
  );
}
