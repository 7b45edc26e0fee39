import { useMutation } from '@tanstack/react-query';
import { sysPermission } from '@yunzhan/common/entities/system/permission';
import { MENU_ICON_NAMES } from '@yunzhan/common/menu/icons';
import { IMPLEMENTED_PAGES } from '@yunzhan/common/menu/pages';
import { App, AutoComplete, Button, Drawer, Form, Radio, Space, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { type Menu, saveMenu, unwrap } from '../../../api/system-tree';
import EntityFormItems from '../../../components/entity/EntityFormItems';
import IconPicker from '../../../components/IconPicker';
import { showRefusal } from '../../../utils/refusal';
import {
  initialMenuValues,
  MENU_TYPE,
  MENU_TYPE_OPTIONS,
  type MenuField,
  type MenuFormValues,
  type MenuType,
  menuInput,
  parentOptions,
  showsField,
} from './menu-form';

export interface MenuEditing {
  /** The edited menu; null adds one. */
  menu: Menu | null;
  /** 添加下级: the parent of the new menu. */
  parent: Menu | null;
}

interface Props {
  editing: MenuEditing | null;
  menus: readonly Menu[];
  onClose(): void;
  onSaved(): void;
}

const COMPONENT_OPTIONS = IMPLEMENTED_PAGES.map((value) => ({ value }));
/** Schema items between the component and the icon, in the form's order. */
const SCHEMA_ITEMS: readonly MenuField[] = ['componentName', 'redirect', 'perms', 'permsType', 'status'];
const RULES = {
  url: [{ required: true, whitespace: true, message: '请输入菜单路径' }],
  perms: [{ required: true, whitespace: true, message: '请输入授权标识' }],
};
const EXTRA = {
  url: '如 /system/user，或 http(s):// 外部链接',
  componentName: '路由名称，留空按组件路径生成',
  redirect: '如 /system/user',
  perms: '多个用逗号分隔，如 system:user:add',
};
const SWITCHES: ReadonlyArray<[MenuField, string, string?]> = [
  ['route', '是否路由', '关闭后不生成路由'],
  ['hidden', '隐藏路由', '不在菜单中显示'],
  ['keepAlive', '缓存路由', '切换标签页时保留页面状态'],
  ['alwaysShow', '聚合路由', '有下级时仍作为单独菜单显示'],
];

/** Add or edit a menu, sub-menu or button; the menu type decides which fields show (JeecgBoot's menu form). */
export default function MenuFormDrawer({ editing, menus, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const menuType: MenuType = Form.useWatch('menuType', form) ?? MENU_TYPE.root;
  const icon = Form.useWatch('icon', form) as string | null | undefined;
  const parents = useMemo(() => parentOptions(menus, editing?.menu?.id), [menus, editing]);

  const saving = useMutation({
    mutationFn: async (values: MenuFormValues) => unwrap(await saveMenu(menuInput(values, editing?.menu ?? null))),
    onSuccess: () => {
      message.success(editing?.menu ? '编辑成功!' : '添加成功！');
      onSaved();
    },
    onError: showRefusal(message),
  });

  const shows = (field: MenuField) => showsField(menuType, field);
  const isButton = menuType === MENU_TYPE.button;
  const unknownIcon = !!icon && !MENU_ICON_NAMES.includes(icon);

  return (
    <Drawer
      title={editing?.menu ? '编辑菜单' : editing?.parent ? '添加下级' : '新增菜单'}
      open={!!editing}
      size={640}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving.isPending} onClick={() => form.submit()}>
            确定
          </Button>
        </Space>
      }
    >
      {editing && (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 18 }}
          initialValues={initialMenuValues(editing.menu, editing.parent)}
          onFinish={(values) => saving.mutate(values)}
        >
          <EntityFormItems
            entity={sysPermission}
            mode={editing.menu ? 'edit' : 'add'}
            dataId={editing.menu?.id}
            rules={RULES}
            extra={EXTRA}
            labels={isButton ? { name: '按钮/权限' } : undefined}
            layout={(items) => (
              <>
                <Form.Item name="menuType" label="菜单类型">
                  <Radio.Group options={MENU_TYPE_OPTIONS} optionType="button" buttonStyle="solid" />
                </Form.Item>
                {items.name}
                {shows('parentId') && (
                  <Form.Item name="parentId" label="上级菜单" rules={[{ required: true, message: '请选择上级菜单' }]}>
                    <TreeSelect
                      treeData={parents}
                      showSearch={{ treeNodeFilterProp: 'title' }}
                      placeholder="请选择上级菜单"
                      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
                      allowClear
                    />
                  </Form.Item>
                )}
                {shows('url') && items.url}
                {shows('component') && (
                  <Form.Item
                    name="component"
                    label="前端组件"
                    rules={
                      menuType === MENU_TYPE.sub
                        ? [{ required: true, whitespace: true, message: '请输入前端组件' }]
                        : []
                    }
                    extra={menuType === MENU_TYPE.root ? '留空为 layouts/RouteView（菜单目录）' : undefined}
                  >
                    <AutoComplete
                      options={COMPONENT_OPTIONS}
                      placeholder="如 system/UserList"
                      showSearch={{
                        filterOption: (input, option) =>
                          String(option?.value ?? '')
                            .toLowerCase()
                            .includes(input.toLowerCase()),
                      }}
                    />
                  </Form.Item>
                )}
                {SCHEMA_ITEMS.filter(shows).map((field) => items[field])}
                {shows('icon') && (
                  <Form.Item
                    name="icon"
                    label="菜单图标"
                    extra={unknownIcon ? '侧边栏只显示“菜单图标”一组中的图标，此图标将显示为默认图标' : undefined}
                  >
                    <IconPicker preferred={MENU_ICON_NAMES} preferredLabel="菜单图标" />
                  </Form.Item>
                )}
                {shows('sortNo') && items.sortNo}
                {SWITCHES.filter(([field]) => shows(field)).map(([field, label, extra]) => (
                  <Form.Item key={field} name={field} label={label} valuePropName="checked" extra={extra}>
                    <Switch checkedChildren="是" unCheckedChildren="否" />
                  </Form.Item>
                ))}
                {shows('internalOrExternal') && (
                  <Form.Item name="internalOrExternal" label="打开方式">
                    <Radio.Group
                      options={[
                        { value: false, label: '内部' },
                        { value: true, label: '外部' },
                      ]}
                    />
                  </Form.Item>
                )}
                {shows('description') && items.description}
              </>
            )}
          />
        </Form>
      )}
    </Drawer>
  );
}
