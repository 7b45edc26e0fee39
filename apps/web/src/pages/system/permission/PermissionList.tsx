import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sysPermission } from '@yunzhan/common/entities/system/permission';
import type { MenuProps } from 'antd';
import { App, Button, Card, Divider, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import type { Row } from '../../../api/entity';
import { deleteMenus, type Menu, menuTree, unwrap } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import { displayValue, entityColumns } from '../../../components/entity/columns';
import { type EntityT, useEntityT } from '../../../components/entity/texts';
import MenuIcon from '../../../components/MenuIcon';
import TreeTable, { type LazyRow, useLazyTree } from '../../../components/TreeTable';
import { t as translate } from '../../../locales/i18n';
import { useSession } from '../../../stores/session';
import { showRefusal } from '../../../utils/refusal';
import DataRuleDrawer from './DataRuleDrawer';
import MenuFormDrawer, { type MenuEditing } from './MenuFormDrawer';
import { MENU_TYPE } from './menu-form';

/**
 * The side menu reads the signed-in user's permission list; after a menu change it is fetched again so edits of
 * menus the user holds show at once. A new menu shows for the users whose role is granted it (角色管理 → 授权),
 * after their next page load.
 */
async function refreshSideMenu(): Promise<void> {
  try {
    await useSession.getState().loadPermissions();
  } catch {
    // The side menu keeps its current state; the next page load shows the change.
  }
}

type MenuRow = Menu & Row & LazyRow;

const TYPE_COLORS = ['blue', 'cyan', 'default'];

const schemaColumns = <R extends Row>(t: EntityT) => entityColumns(sysPermission, undefined, t) as ColumnType<R>[];

/** The schema's columns, with the menu type as a coloured tag, the icon drawn, and a button's code as its component. */
const menuColumn =
  (t: EntityT) =>
  (column: ColumnType<MenuRow>): ColumnType<MenuRow> => {
    const field = sysPermission.fields;
    switch (column.key) {
      case 'name':
        return { ...column, align: 'left', ellipsis: true };
      case 'menuType':
        return {
          ...column,
          render: (_, menu) => (
            <Tag color={TYPE_COLORS[menu.menuType]}>{displayValue('menuType', field.menuType, menu, t)}</Tag>
          ),
        };
      case 'icon':
        return {
          ...column,
          render: (_, menu) =>
            menu.icon ? (
              <span title={menu.icon}>
                <MenuIcon name={menu.icon} />
              </span>
            ) : null,
        };
      case 'component':
        return {
          ...column,
          ellipsis: true,
          render: (_, menu) =>
            menu.menuType === MENU_TYPE.button ? (
              <Typography.Text type="secondary">{menu.perms}</Typography.Text>
            ) : (
              menu.component
            ),
        };
      case 'url':
        return { ...column, ellipsis: true };
      default:
        return column;
    }
  };

/** system/PermissionList: the menu tree table with add, add-child, edit, delete and data rules per menu. */
export default function PermissionList() {
  const { message, modal } = App.useApp();
  const t = useEntityT();
  const permission = usePermission();
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [ruleMenu, setRuleMenu] = useState<Menu | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  // The table loads level by level; the whole tree only for the form's parent choice and "expand all".
  const rows = useLazyTree<MenuRow>({ url: '/sys/permission/queryListAsync', parentKey: 'pid' });
  const queryClient = useQueryClient();
  const wholeQuery = { queryKey: ['menuTree'], queryFn: async () => unwrap(await menuTree()) };
  const menus = useQuery({ ...wholeQuery, enabled: editing !== null });

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['menuTree'] });
    await rows.reload();
    await refreshSideMenu();
  };
  const expandAll = async () => {
    try {
      rows.showWhole((await queryClient.fetchQuery(wholeQuery)) as MenuRow[]);
    } catch (error) {
      showRefusal(message)(error);
    }
  };
  const removing = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await deleteMenus(ids)),
    onSuccess: async () => {
      message.success(translate('common.deletedOk'));
      setSelected([]);
      await changed();
    },
    onError: showRefusal(message),
  });

  const confirmDelete = (ids: string[], what: string) =>
    modal.confirm({
      title: translate('common.confirmDelete'),
      content: translate('menu.confirmDelete', { what, note: translate('menu.cascade') }),
      okType: 'danger',
      onOk: () => removing.mutateAsync(ids),
    });

  const removeSelected = () => {
    if (!selected.length) message.warning(translate('common.selectOne'));
    else confirmDelete(selected, translate('menu.theseItems', { n: selected.length }));
  };

  const moreActions = (menu: Menu): MenuProps['items'] => [
    ...(menu.menuType !== MENU_TYPE.button && permission.has('system:permission:add')
      ? [{ key: 'child', label: translate('common.addChild'), onClick: () => setEditing({ menu: null, parent: menu }) }]
      : []),
    ...(menu.menuType === MENU_TYPE.sub && permission.has('system:dataRule:list')
      ? [{ key: 'rules', label: translate('menu.dataRules'), onClick: () => setRuleMenu(menu) }]
      : []),
    ...(permission.has('system:permission:delete')
      ? [
          {
            key: 'delete',
            danger: true,
            label: translate('common.delete'),
            onClick: () => confirmDelete([menu.id], translate('menu.theMenu', { name: menu.name })),
          },
        ]
      : []),
  ];

  const actionColumn: ColumnType<MenuRow> = {
    title: translate('common.actions'),
    key: 'action',
    width: 150,
    fixed: 'right',
    render: (_, menu) => {
      const more = moreActions(menu) ?? [];
      return (
        <>
          {permission.has('system:permission:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ menu, parent: null })}>
              {translate('common.edit')}
            </Button>
          )}
          {permission.has('system:permission:edit') && more.length > 0 && <Divider orientation="vertical" />}
          {more.length > 0 && (
            <Dropdown menu={{ items: more }} trigger={['click']}>
              <Button type="link" size="small">
                {translate('common.more')} <DownOutlined />
              </Button>
            </Dropdown>
          )}
        </>
      );
    },
  };

  return (
    <Card>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space wrap>
          {permission.has('system:permission:add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ menu: null, parent: null })}>
              {translate('menu.add')}
            </Button>
          )}
          {permission.has('system:permission:deleteBatch') && (
            <Button icon={<DeleteOutlined />} onClick={removeSelected} loading={removing.isPending}>
              {translate('menu.batchDelete', {
                count: selected.length ? translate('depart.count', { n: selected.length }) : '',
              })}
            </Button>
          )}
        </Space>
        <Space>
          <Button onClick={() => void expandAll()}>{translate('menu.expandAll')}</Button>
          <Button onClick={rows.collapseAll}>{translate('menu.collapseAll')}</Button>
        </Space>
      </Flex>
      <TreeTable<MenuRow>
        tree={rows}
        size="middle"
        scroll={{ x: 1100 }}
        rowSelection={
          permission.has('system:permission:deleteBatch')
            ? {
                selectedRowKeys: selected,
                checkStrictly: true,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
        columns={[...schemaColumns<MenuRow>(t).map(menuColumn(t)), actionColumn]}
      />
      <MenuFormDrawer
        editing={editing}
        menus={menus.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await changed();
        }}
      />
      <DataRuleDrawer menu={ruleMenu} onClose={() => setRuleMenu(null)} onChanged={() => void rows.reload()} />
    </Card>
  );
}
