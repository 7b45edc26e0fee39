import { PlusOutlined } from '@ant-design/icons';
import { searchFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { deleteRow, type EntityUrls, entityUrls, type Row } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import EntityDetailModal from './EntityDetailModal';
import EntityFormModal, { type FormCustomization, type FormTarget } from './EntityFormModal';
import EntitySearchForm from './EntitySearchForm';
import EntityTable, { listTableProps } from './EntityTable';
import type { RowAction } from './RowActions';
import { useEntityT } from './texts';
import { useEntityPermissions } from './use-entity-permissions';
import { useListPage } from './use-list-page';

export interface ChildParent {
  /** The child schema's field naming the parent. */
  field: string;
  id: string;
  /** The list's query parameter for the parent when it is not the field's name (e.g. `deptId`). */
  listParam?: string;
}

export interface ChildEntityListProps {
  entity: EntityDef;
  /**
   * Fixed for the whole list: never searched for, entered or listed, sent with every save. Without it the list
   * holds the rows of every parent (a screen of its own).
   */
  parent?: ChildParent;
  /** Conditions every list request carries besides the search form's (a filter of the page's own). */
  filterParams?: Record<string, unknown>;
  /** Before the search form (a filter of the page's own). */
  searchExtra?: ReactNode;
  /** Adjusts the schema's columns (see EntityTable). */
  columns?(base: ColumnsType<Row>): ColumnsType<Row>;
  /** Endpoints that differ from the entity's standard set. */
  urls?: EntityUrls;
  form?: FormCustomization;
  /** Page-specific actions of a row, between 详情 and 删除. */
  rowActions?(row: Row): readonly RowAction[];
  actionWidth?: number;
  /** The listed row is the whole row: an edit starts from it instead of loading it (no queryById endpoint). */
  editListedRow?: boolean;
  /** Buttons after 新增. */
  toolbarExtra?: ReactNode;
  /** After a save or a delete (the parent may show a flag that depends on its rows). */
  onChanged?(): void;
}

/** The schema without one field (the fixed parent). */
function withoutField(entity: EntityDef, name: string): EntityDef {
  const { [name]: _parent, ...fields } = entity.fields;
  return { ...entity, fields };
}

/**
 * The rows of one parent, inside a drawer or a tab (or of every parent, on a screen of their own): search form, 新增, the table with 编辑 / 详情 / 删除, and the
 * form and detail dialogs, all from the child's schema.
 */
export default function ChildEntityList({
  entity,
  parent,
  urls: overrides,
  form,
  rowActions,
  actionWidth,
  editListedRow,
  toolbarExtra,
  onChanged,
  filterParams,
  searchExtra,
  columns,
}: ChildEntityListProps) {
  const t = useEntityT();
  const can = useEntityPermissions(entity);
  const shown = useMemo(() => (parent ? withoutField(entity, parent.field) : entity), [entity, parent]);
  const urls = useMemo(() => ({ ...entityUrls(entity), ...overrides }), [entity, overrides]);
  const fixedParams = useMemo(
    () => ({ ...filterParams, ...(parent && { [parent.listParam ?? parent.field]: parent.id }) }),
    [parent, filterParams],
  );
  const fixedValues = useMemo(() => (parent ? { [parent.field]: parent.id } : undefined), [parent]);
  const list = useListPage(shown, { listUrl: urls.list, fixedParams });
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailRow, setDetailRow] = useState<Row | null>(null);

  const changed = () => {
    void list.reload();
    onChanged?.();
  };
  const remove = async (row: Row) => {
    const response = await deleteRow(urls.delete, row.id);
    if (!response.success) {
      feedback.message.warning(response.message);
      return;
    }
    feedback.message.success(response.message);
    changed();
  };

  const { selection: _none, ...table } = listTableProps(list);
  return (
    <>
      {searchExtra}
      {searchFieldsOf(shown).length > 0 && (
        <EntitySearchForm entity={shown} onSearch={list.search} onReset={list.reset} />
      )}
      <Flex gap={8} wrap style={{ margin: '16px 0' }}>
        {can.add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'add' })}>
            {t('add')}
          </Button>
        )}
        {toolbarExtra}
      </Flex>
      <EntityTable
        entity={shown}
        {...table}
        columns={columns}
        actions={{
          width: actionWidth,
          can,
          onEdit: (row) => setFormTarget({ mode: 'edit', id: row.id, row: editListedRow ? row : undefined }),
          onDetail: setDetailRow,
          onDelete: remove,
          extra: rowActions,
        }}
      />
      <EntityFormModal
        entity={shown}
        urls={urls}
        {...form}
        fixedValues={fixedValues}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={changed}
      />
      <EntityDetailModal entity={shown} row={detailRow} onClose={() => setDetailRow(null)} />
    </>
  );
}
