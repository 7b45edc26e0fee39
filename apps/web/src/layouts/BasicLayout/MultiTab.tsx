import { HomeOutlined } from '@ant-design/icons';
import { Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../config';
import { useT } from '../../locales/i18n';
import {
  type CloseResult,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type PageTab,
  useTabs,
} from '../../stores/tabs';
import { feedback } from '../../utils/feedback';
import styles from './BasicLayout.module.css';

type TabAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

const CLOSERS: Record<
  Exclude<TabAction, 'refresh'>,
  (tabs: readonly PageTab[], key: string, active: string) => CloseResult
> = { closeLeft, closeRight, closeOthers };

/** The multi-tab bar (spec §2): home first, close rules and warnings, context menu. */
export default function MultiTab({ activeKey }: { activeKey: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { tabs, setTabs, refresh } = useTabs();

  const apply = (result: CloseResult) => {
    if (result.warning) {
      feedback.message.warning(t(result.warning));
      return;
    }
    setTabs(result.tabs);
    if (result.activate) navigate(result.activate);
  };

  const onAction = (action: TabAction, key: string) => {
    if (action === 'refresh') {
      refresh(key);
      if (key !== activeKey) navigate(key);
      return;
    }
    apply(CLOSERS[action](tabs, key, activeKey));
  };

  const contextMenu = (key: string) => ({
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'closeLeft', label: t('tabs.closeLeft') },
      { key: 'closeRight', label: t('tabs.closeRight') },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
    ],
    onClick: ({ key: action, domEvent }: { key: string; domEvent: { stopPropagation(): void } }) => {
      domEvent.stopPropagation();
      onAction(action as TabAction, key);
    },
  });

  const label = (tab: PageTab) =>
    tab.key === HOME_PATH ? (
      <>
        <HomeOutlined /> {t('menu.home')}
      </>
    ) : (
      tab.title
    );

  return (
    <Tabs
      className={styles.multiTab}
      type="editable-card"
      hideAdd
      size="small"
      tabBarStyle={{ margin: 0 }}
      activeKey={activeKey}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') apply(closeTab(tabs, key, activeKey));
      }}
      items={tabs.map((tab) => ({ key: tab.key, label: label(tab), closable: tab.key !== HOME_PATH }))}
      renderTabBar={(props, DefaultTabBar) => (
        <DefaultTabBar {...props}>
          {(node) => (
            <Dropdown key={node.key} trigger={['contextMenu']} menu={contextMenu(String(node.key))}>
              {node}
            </Dropdown>
          )}
        </DefaultTabBar>
      )}
    />
  );
}
