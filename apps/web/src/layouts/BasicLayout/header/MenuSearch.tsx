import { SearchOutlined } from '@ant-design/icons';
import { CONTAINER_COMPONENT } from '@yunzhan/common/menu/pages';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../../api/types';
import { useT } from '../../../locales/i18n';
import { isHttpUrl, resolveUrlExpressions } from '../../../router/url-expressions';
import { useSession } from '../../../stores/session';

/** Entries the search offers: non-hidden, non-layout items of the permission list (spec §2). */
export function searchableMenus(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [
    ...(!node.hidden && node.component !== CONTAINER_COMPONENT ? [node] : []),
    ...searchableMenus(node.children ?? []),
  ]);
}

/** Header menu search: external links open a new window, the rest navigate (iframe menus to their route). */
export default function MenuSearch() {
  const t = useT();
  const navigate = useNavigate();
  const menu = useSession((s) => s.permissions?.menu);
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => searchableMenus(menu ?? []), [menu]);

  const choose = (id: string) => {
    const node = entries.find((e) => e.id === id);
    if (!node) return;
    const url = node.meta?.url ? resolveUrlExpressions(node.meta.url) : '';
    if (node.meta?.internalOrExternal && isHttpUrl(url)) window.open(url, '_blank', 'noopener');
    else navigate(node.path);
    setOpen(false);
  };

  if (!open) {
    return (
      <Button type="text" icon={<SearchOutlined />} aria-label={t('header.search')} onClick={() => setOpen(true)} />
    );
  }
  return (
    <Select
      autoFocus
      defaultOpen
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('header.searchPlaceholder')}
      style={{ width: 200 }}
      options={entries.map((e) => ({ value: e.id, label: e.meta?.title ?? e.name }))}
      onChange={choose}
      onBlur={() => setOpen(false)}
    />
  );
}
