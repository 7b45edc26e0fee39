import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { HOME_PATH } from '../../config';
import { useT } from '../../locales/i18n';
import type { MenuRoute } from '../../router/menu-routes';

/** Home (/dashboard/analysis) first, then the enclosing menus; the current page is plain text (spec §2). */
export default function AppBreadcrumb({ route }: { route: MenuRoute }) {
  const t = useT();
  const isHome = route.path === HOME_PATH;
  const trail = isHome
    ? []
    : [...route.parents.filter((p) => p.path !== HOME_PATH), { path: route.path, title: route.title }];
  const last = trail.length - 1;
  return (
    <Breadcrumb
      items={[
        { key: 'home', title: isHome ? t('menu.home') : <Link to={HOME_PATH}>{t('menu.home')}</Link> },
        ...trail.map((item, index) => ({
          key: item.path,
          title: index === last ? item.title : <Link to={item.path}>{item.title}</Link>,
        })),
      ]}
    />
  );
}
