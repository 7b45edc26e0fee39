import { useMutation } from '@tanstack/react-query';
import { sysPermission } from '@yunzhan/common/entities/system/permission';
import { MENU_ICON_NAMES } from '@yunzhan/common/menu/icons';
import { IMPLEMENTED_PAGES } from '@yunzhan/common/menu/pages';
import { App, AutoComplete, Button, Drawer, Form, Radio, Space, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { type Menu, saveMenu, unwrap } from '../../../api/system-tree';
import EntityFormItems from '../../../components/entity/EntityFormItems';
import IconPicker from '../../../components/IconPicker';
import { type MessageKey, t } from '../../../locales/i18n';
import { showRefusal } from '../../../utils/refusal';
import {
  initialMenuValues,
  MENU_TYPE,
  type MenuField,
  type MenuFormValues,
  type MenuType,
  menuInput,
  menuTypeOptions,
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
const rules = () => ({
  url: [{ required: true, whitespace: true, message: t('menu.urlRequired') }],
  perms: [{ required: true, whitespace: true, message: t('menu.permsRequired') }],
});
const extra = () => ({
  url: t('menu.urlHint'),
  componentName: t('menu.componentNameHint'),
  redirect: t('menu.redirectHint'),
  perms: t('menu.permsHint'),
});
const SWITCHES: ReadonlyArray<[MenuField, MessageKey, MessageKey]> = [
  ['route', 'menu.route', 'menu.routeHint'],
  ['hidden', 'menu.hidden', 'menu.hiddenHint'],
  ['keepAlive', 'menu.keepAlive', 'menu.keepAliveHint'],
  ['alwaysShow', 'menu.alwaysShow', 'menu.alwaysShowHint'],
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
      message.success(editing?.menu ? t('common.editedOk') : t('common.addedOk'));
      onSaved();
    },
    onError: showRefusal(message),
  });

  const shows = (field: MenuField) => showsField(menuType, field);
  const isButton = menuType === MENU_TYPE.button;
  const unknownIcon = !!icon && !MENU_ICON_NAMES.includes(icon);

  return (
    <Drawer
      title={editing?.menu ? t('menu.edit') : editing?.parent ? t('common.addChild') : t('menu.add')}
      open={!!editing}
      size={640}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving.isPending} onClick={() => form.submit()}>
            {t('common.confirm')}
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
            rules={rules()}
            extra={extra()}
            labels={isButton ? { name: t('menu.buttonName') } : undefined}
            layout={(items) => (
              <>
                <Form.Item name="menuType" label={t('menu.type')}>
                  <Radio.Group options={menuTypeOptions()} optionType="button" buttonStyle="solid" />
                </Form.Item>
                {items.name}
                {shows('parentId') && (
                  <Form.Item
                    name="parentId"
                    label={t('menu.parent')}
                    rules={[{ required: true, message: t('menu.parentRequired') }]}
                  >
                    <TreeSelect
                      treeData={parents}
                      showSearch={{ treeNodeFilterProp: 'title' }}
                      placeholder={t('menu.parentRequired')}
                      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
                      allowClear
                    />
                  </Form.Item>
                )}
                {shows('url') && items.url}
                {shows('component') && (
                  <Form.Item
                    name="component"
                    label={t('menu.component')}
                    rules={
                      menuType === MENU_TYPE.sub
                        ? [{ required: true, whitespace: true, message: t('menu.componentRequired') }]
                        : []
                    }
                    extra={menuType === MENU_TYPE.root ? t('menu.componentHint') : undefined}
                  >
                    <AutoComplete
                      options={COMPONENT_OPTIONS}
                      placeholder={t('menu.componentPlaceholder')}
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
                  <Form.Item name="icon" label={t('menu.icon')} extra={unknownIcon ? t('menu.unknownIcon') : undefined}>
                    <IconPicker preferred={MENU_ICON_NAMES} preferredLabel={t('menu.icon')} />
                  </Form.Item>
                )}
                {shows('sortNo') && items.sortNo}
                {SWITCHES.filter(([field]) => shows(field)).map(([field, label, hint]) => (
                  <Form.Item key={field} name={field} label={t(label)} valuePropName="checked" extra={t(hint)}>
                    <Switch checkedChildren={t('common.yes')} unCheckedChildren={t('common.no')} />
                  </Form.Item>
                ))}
                {shows('internalOrExternal') && (
                  <Form.Item name="internalOrExternal" label={t('menu.openAs')}>
                    <Radio.Group
                      options={[
                        { value: false, label: t('menu.internal') },
                        { value: true, label: t('menu.external') },
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
