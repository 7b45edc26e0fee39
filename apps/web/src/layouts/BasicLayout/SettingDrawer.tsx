import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, List, Select, Switch, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { type MessageKey, useT } from '../../locales/i18n';
import { type AppSettings, THEME_COLORS, useSettings } from '../../stores/settings';
import { feedback } from '../../utils/feedback';
import styles from './BasicLayout.module.css';

function useUpdate() {
  const update = useSettings((s) => s.update);
  const t = useT();
  return (change: Partial<AppSettings>) => {
    try {
      update(change);
    } catch {
      feedback.message.error(t('settings.themeFailed'));
    }
  };
}

function Row({ title, hint, action }: { title: string; hint?: string; action: ReactNode }) {
  const row = <List.Item actions={[action]}>{title}</List.Item>;
  return hint ? (
    <Tooltip title={hint} placement="left">
      {row}
    </Tooltip>
  ) : (
    row
  );
}

/** Spec §2 settings drawer: theme colour, nav theme, layout, fixed header/sidebar, content width, colour-weak, tabs. */
export default function SettingDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const settings = useSettings();
  const update = useUpdate();
  const { token } = theme.useToken();
  const check = <CheckOutlined style={{ color: token.colorPrimary }} />;

  return (
    <Drawer open={open} onClose={onClose} size={300} title={t('settings.title')} className={styles.settingDrawer}>
      <h4>{t('settings.navTheme')}</h4>
      <div className={styles.styleChoices}>
        {(['dark', 'light'] as const).map((navTheme) => (
          <Tooltip key={navTheme} title={t(navTheme === 'dark' ? 'settings.navDark' : 'settings.navLight')}>
            <button
              type="button"
              aria-label={t(navTheme === 'dark' ? 'settings.navDark' : 'settings.navLight')}
              aria-pressed={settings.navTheme === navTheme}
              className={`${styles.styleChoice} ${styles[`nav-${navTheme}`]}`}
              onClick={() => update({ navTheme })}
            >
              {settings.navTheme === navTheme && check}
            </button>
          </Tooltip>
        ))}
      </div>

      <h4>{t('settings.themeColor')}</h4>
      <div className={styles.colors}>
        {THEME_COLORS.map(({ key, color }) => (
          <Tooltip key={key} title={t(`settings.color.${key}` as MessageKey)}>
            <button
              type="button"
              aria-label={t(`settings.color.${key}` as MessageKey)}
              aria-pressed={settings.primaryColor.toUpperCase() === color}
              data-color={color}
              className={styles.colorBlock}
              style={{ background: color }}
              onClick={() => update({ primaryColor: color })}
            >
              {settings.primaryColor.toUpperCase() === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <h4>{t('settings.layout')}</h4>
      <div className={styles.styleChoices}>
        {(['sidemenu', 'topmenu'] as const).map((layout) => (
          <Tooltip key={layout} title={t(layout === 'sidemenu' ? 'settings.sideMenu' : 'settings.topMenu')}>
            <button
              type="button"
              aria-label={t(layout === 'sidemenu' ? 'settings.sideMenu' : 'settings.topMenu')}
              aria-pressed={settings.layout === layout}
              className={`${styles.styleChoice} ${styles[`layout-${layout}`]}`}
              onClick={() => update({ layout })}
            >
              {settings.layout === layout && check}
            </button>
          </Tooltip>
        ))}
      </div>
      <List split={false}>
        <Row
          title={t('settings.contentWidth')}
          hint={t('settings.contentWidthHint')}
          action={
            <Select
              size="small"
              style={{ width: 80 }}
              value={settings.contentWidth}
              onChange={(contentWidth) => update({ contentWidth })}
              options={[
                { value: 'Fixed', label: t('settings.fixed') },
                { value: 'Fluid', label: t('settings.fluid') },
              ]}
            />
          }
        />
        <Row
          title={t('settings.fixedHeader')}
          action={
            <Switch size="small" checked={settings.fixedHeader} onChange={(fixedHeader) => update({ fixedHeader })} />
          }
        />
        <Row
          title={t('settings.autoHideHeader')}
          hint={t('settings.autoHideHeaderHint')}
          action={
            <Switch
              size="small"
              disabled={!settings.fixedHeader}
              checked={settings.autoHideHeader}
              onChange={(autoHideHeader) => update({ autoHideHeader })}
            />
          }
        />
        <Row
          title={t('settings.fixSiderbar')}
          hint={t('settings.fixSiderbarHint')}
          action={
            <Switch
              size="small"
              disabled={settings.layout === 'topmenu'}
              checked={settings.fixSiderbar}
              onChange={(fixSiderbar) => update({ fixSiderbar })}
            />
          }
        />
      </List>

      <Divider />
      <h4>{t('settings.other')}</h4>
      <List split={false}>
        <Row
          title={t('settings.colorWeak')}
          action={<Switch size="small" checked={settings.colorWeak} onChange={(colorWeak) => update({ colorWeak })} />}
        />
        <Row
          title={t('settings.multiTab')}
          action={<Switch size="small" checked={settings.multiTab} onChange={(multiTab) => update({ multiTab })} />}
        />
      </List>
    </Drawer>
  );
}
