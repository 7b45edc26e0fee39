import { useQuery } from '@tanstack/react-query';
import { sysPermissionDataRule } from '@yunzhan/common/entities/system/permission';
import { Flex, Form, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { ALL_DATA_RULES_URL, DATA_RULE_URLS, dataRuleMenus } from '../../../api/data-rules';
import { editRow, type Row } from '../../../api/entity';
import { unwrap } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import ChildEntityList from '../../../components/entity/ChildEntityList';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import type { RowAction } from '../../../components/entity/RowActions';
import { PRIMARY_ACTION_WIDTH } from '../../../components/entity/RowActions';
import { useReloadList } from '../../../components/entity/use-list-page';
import { useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';

interface Props {
  /** One menu's rules (the menu editor's drawer); without it the rules of every menu, with a menu column and filter. */
  menu?: { id: string; name: string } | null;
  /** A rule was added, changed or removed: the menu's rule flag may have changed. */
  onChanged?(): void;
}

const ENABLED = '1';
const DISABLED = '0';
const ALL_URLS = { ...DATA_RULE_URLS, list: ALL_DATA_RULES_URL };

/**
 * 数据规则 (contract §4.4): the list and form of data rules from their one schema, with 启用 / 禁用, behind
 * system:dataRule:* codes. The menu editor's drawer shows one menu's rules; the 数据规则 screen every menu's, with
 * the menu's title path, a menu filter and the menu chosen when adding.
 */
export default function DataRules({ menu, onChanged }: Props) {
  const t = useT();
  const permission = usePermission();
  const reload = useReloadList(sysPermissionDataRule);
  const [menuFilter, setMenuFilter] = useState<string | undefined>();
  const all = !menu;
  const menus = useQuery({
    queryKey: ['dataRuleMenus'],
    queryFn: async () => unwrap(await dataRuleMenus()),
    enabled: all,
  });
  const parent = useMemo(() => menu && { field: 'permissionId', id: menu.id }, [menu]);
  const filterParams = useMemo(() => (all && menuFilter ? { permissionId: menuFilter } : undefined), [all, menuFilter]);

  const menuSelect = (props: { value?: string; onChange?(v: string | undefined): void; id?: string }): ReactNode => (
    <TreeSelect
      {...props}
      style={{ width: '100%' }}
      treeData={menus.data ?? []}
      loading={menus.isPending}
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={t('dataRule.menuPlaceholder')}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      allowClear
    />
  );

  const form: FormCustomization = {
    width: 640,
    extra: { ruleColumn: t('menu.ruleColumnHint'), ruleValue: t('menu.ruleValueHint') },
    ...(all && {
      addDefaults: { permissionId: menuFilter },
      // A new rule names its menu; an edited one stays on its menu.
      layout: (items, mode) => (
        <>
          {mode === 'add' && (
            <Form.Item
              name="permissionId"
              label={t('dataRule.menu')}
              rules={[{ required: true, message: t('dataRule.menuPlaceholder') }]}
            >
              {menuSelect({})}
            </Form.Item>
          )}
          {Object.values(items)}
        </>
      ),
    }),
  };

  const changed = () => {
    void reload();
    onChanged?.();
  };
  const setStatus = async (row: Row, status: string) => {
    const response = await editRow(DATA_RULE_URLS.edit, { id: row.id, status });
    if (!response.success) {
      feedback.message.warning(response.message);
      return;
    }
    feedback.message.success(status === ENABLED ? t('dataRule.enabled') : t('dataRule.disabled'));
    changed();
  };
  const rowActions = (row: Row): RowAction[] =>
    permission.has('system:dataRule:edit')
      ? [
          row.status === DISABLED
            ? { key: 'enable', label: t('dataRule.enable'), primary: true, onClick: () => void setStatus(row, ENABLED) }
            : {
                key: 'disable',
                label: t('dataRule.disable'),
                primary: true,
                onClick: () => void setStatus(row, DISABLED),
              },
        ]
      : [];

  const columns = (base: ColumnsType<Row>): ColumnsType<Row> =>
    base.map((column) =>
      // The menu's title path (sent with the rule); an id's order means nothing.
      column.key === 'permissionId' ? { ...column, width: 220, sorter: false } : column,
    );

  return (
    <ChildEntityList
      entity={sysPermissionDataRule}
      parent={parent ?? undefined}
      urls={all ? ALL_URLS : DATA_RULE_URLS}
      form={form}
      editListedRow
      rowActions={rowActions}
      actionWidth={PRIMARY_ACTION_WIDTH}
      onChanged={onChanged}
      filterParams={filterParams}
      columns={all ? columns : undefined}
      searchExtra={
        all && (
          <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text>{t('dataRule.menu')}:</Typography.Text>
            <div style={{ width: 360 }}>
              {menuSelect({ value: menuFilter, onChange: setMenuFilter, id: 'dataRuleMenuFilter' })}
            </div>
          </Flex>
        )
      }
    />
  );
}
