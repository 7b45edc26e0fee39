import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import MenuIcon from '../../components/MenuIcon';
import { t } from '../../locales/i18n';
import { useSession } from '../../stores/session';
import {
  collectKeys,
  type NavItem,
  navItems,
  nextOpenKeys,
  openKeysAfterNavigation,
  openKeysFor,
  selectedKey,
} from './nav-menu';
import { useUnreadBadges } from './use-unread-badges';

type Items = NonNullable<MenuProps['items']>;

function toAntdItems(items: readonly NavItem[], badges: Readonly<Record<string, number>>): Items {
  return items.map((item) => {
    const unread = item.component ? (badges[item.component] ?? 0) : 0;
    return {
      key: item.key,
      icon: <MenuIcon name={item.icon} />,
      label: item.href ? (
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {item.title}
        </a>
      ) : unread ? (
        <span>
          {item.title}{' '}
          <Badge
            count={unread}
            size="small"
            overflowCount={99}
            title={t('nav.unread', { n: unread })}
            data-testid="unread-badge"
          />
        </span>
      ) : (
        item.title
      ),
      children: item.children ? toAntdItems(item.children, badges) : undefined,
    };
  });
}

interface Props {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  /** Called after a click navigated (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The side or top menu built from the permission list. */
export default function NavMenu({ mode, theme, collapsed, onNavigate }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.permissions);
  const items = useMemo(() => navItems(permissions?.menu ?? []), [permissions]);
  const routes = permissions?.routes ?? [];
  const keys = useMemo(() => collectKeys(items), [items]);
  const rootKeys = useMemo(() => new Set(items.filter((i) => i.children).map((i) => i.key)), [items]);
  const external = useMemo(() => new Set([...flatten(items)].filter((i) => i.href).map((i) => i.key)), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(pathname, routes));

  // biome-ignore lint/correctness/useExhaustiveDependencies: open the route's submenus only when the route changes
  useEffect(() => {
    if (mode === 'inline') setOpenKeys((open) => openKeysAfterNavigation(open, openKeysFor(pathname, routes)));
  }, [pathname, mode]);

  const selected = selectedKey(pathname, routes, keys);
  const badges = useUnreadBadges(items);
  const antdItems = useMemo(() => toAntdItems(items, badges), [items, badges]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      items={antdItems}
      selectedKeys={selected ? [selected] : []}
      openKeys={mode === 'inline' && !collapsed ? openKeys : undefined}
      onOpenChange={(next) => setOpenKeys(mode === 'inline' ? nextOpenKeys(openKeys, next, rootKeys) : next)}
      onClick={({ key }) => {
        if (external.has(key)) return;
        navigate(key);
        onNavigate?.();
      }}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0 } : { borderInlineEnd: 0 }}
    />
  );
}

function* flatten(items: readonly NavItem[]): Generator<NavItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* flatten(item.children);
  }
}
