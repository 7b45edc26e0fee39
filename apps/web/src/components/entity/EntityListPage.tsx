import { DeleteOutlined } from '@ant-design/icons';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Button, Card, type DescriptionsProps, Segmented, type TableColumnsType } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { deleteRow, deleteRows, type EntityUrls, entityUrls, type Row } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import AdvancedQuery from '../AdvancedQuery';
import { queryFieldsOf } from '../AdvancedQuery/fields';
import BulkEditModal, { bulkColumns } from '../SpreadsheetGrid/BulkEditModal';
import EntityDetailModal from './EntityDetailModal';
import EntityFormModal, { type FormCustomization, type FormTarget } from './EntityFormModal';
import EntitySearchForm from './EntitySearchForm';
import EntityTable, { listTableProps } from './EntityTable';
import EntityToolbar, { type BatchAction } from './EntityToolbar';
import EntityTreeRows from './EntityTreeRows';
import { exportToFile } from './export-file';
import ImportExcelModal from './ImportExcelModal';
import PublishReviewTools from './PublishReviewTools';
import { previewAction } from './preview';
import RecycleBinModal, { type RecycleBinProps } from './RecycleBinModal';
import { PRIMARY_ACTION_WIDTH, type RowAction } from './RowActions';
import SelectionBar from './SelectionBar';
import TreeOrderDrawer from './TreeOrderDrawer';
import { useEntityT } from './texts';
import { useBusIdDetail } from './use-bus-id';
import { useEntityActions } from './use-entity-actions';
import { useEntityPermissions } from './use-entity-permissions';
import { useListPage } from './use-list-page';
import { usePublishReview } from './use-publish-rule';
import VersionDrawer from './VersionDrawer';

export interface EntityListPageProps {
  entity: EntityDef;
  /** Endpoints that differ from the entity's standard set. */
  urls?: EntityUrls;
  /** Export file name without extension; default the entity title, else '导出文件'. */
  exportFileName?: string;
  /** Page-specific toolbar buttons. */
  toolbarExtra?: ReactNode;
  /** Page-specific entries of the 批量操作 menu (run on the selected rows). */
  batchActions?: readonly BatchAction[];
  /** Parameters every list (and export) request carries, e.g. a filter chosen outside the search form. */
  fixedParams?: Record<string, unknown>;
  /** Adjusts the schema's columns (add, reorder, render differently); the action column follows. */
  columns?(base: TableColumnsType<Row>): TableColumnsType<Row>;
  /** Page-specific actions of a row, between 详情 and 删除. */
  rowActions?(row: Row): readonly RowAction[];
  /** Width of the action column; default room for the main action and 更多 (`PRIMARY_ACTION_WIDTH` with a primary action). */
  actionWidth?: number;
  /** Changes to the schema's add/edit form. */
  form?: FormCustomization;
  /** More items of the detail view. */
  detailItems?(row: Row): NonNullable<DescriptionsProps['items']>;
  /** The recycle bin's settings (title, ids parameter, columns) for an entity with `recycleBin`. */
  recycleBin?: RecycleBinOptions;
}

export type RecycleBinOptions = Pick<RecycleBinProps, 'urls' | 'idsParam' | 'title' | 'columns'>;

/**
 * The generic list page of an entity: search form, toolbar, selection bar, table, and its dialogs (form, details,
 * import, and the recycle bin of an entity with `recycleBin`).
 */
export default function EntityListPage({
  entity,
  urls: overrides,
  exportFileName,
  toolbarExtra,
  batchActions,
  fixedParams,
  columns: adjustColumns,
  rowActions,
  actionWidth,
  form,
  detailItems,
  recycleBin,
}: EntityListPageProps) {
  const t = useEntityT();
  const { pathname } = useLocation();
  const urls = useMemo(() => ({ ...entityUrls(entity), ...overrides }), [entity, overrides]);
  const list = useListPage(entity, { listUrl: urls.list, fixedParams });
  const can = useEntityPermissions(entity);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  /** The parent of the row being added (添加下级); null for a top row. */
  const [addUnder, setAddUnder] = useState<string | null>(null);
  const addChild = (parentId: string | null) => {
    setAddUnder(parentId);
    setFormTarget({ mode: 'add' });
  };
  const [detailRow, setDetailRow] = useState<Row | null>(null);
  useBusIdDetail(urls.queryById, setDetailRow);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [recycling, setRecycling] = useState(false);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  // A tree entity lists as its tree until a search asks for matching rows (a flat, paged list).
  const [treeView, setTreeView] = useState(!!entity.tree);
  const [treeSignal, setTreeSignal] = useState(0);
  const reload = useCallback(() => {
    void list.reload();
    setTreeSignal((n) => n + 1);
  }, [list.reload]);
  const openVersions = useCallback((row: Row) => setVersionsOf(row.id), []);
  const review = usePublishReview(entity);
  const schemaActions = useEntityActions(entity, reload, openVersions, review.rule);
  const allBatchActions = useMemo(
    () => [...schemaActions.batchActions, ...(batchActions ?? [])],
    [schemaActions, batchActions],
  );
  const allRowActions = useCallback(
    (row: Row) => [
      ...previewAction(entity, String(row.id), t('preview')),
      ...schemaActions.rowActions(row),
      ...(rowActions?.(row) ?? []),
    ],
    [entity, t, schemaActions, rowActions],
  );
  const [bulkEditing, setBulkEditing] = useState(false);
  const canBulkEdit = can.edit && bulkColumns(entity).length > 0;
  const queryFields = useMemo(() => queryFieldsOf(entity), [entity]);
  const { selectedRowKeys } = list.selection;
  const hasRecycleBin = entity.recycleBin || !!recycleBin;

  const afterDelete = (message: string, ids: readonly string[]) => {
    feedback.message.success(message);
    const rest = list.selection.selectedRows.filter((row) => !ids.includes(row.id));
    list.selection.onChange(
      rest.map((row) => row.id),
      rest,
    );
    reload();
  };

  const removeOne = async (row: Row) => {
    const response = await deleteRow(urls.delete, row.id);
    if (response.success) afterDelete(response.message, [row.id]);
    else feedback.message.warning(response.message);
  };

  const hasSelection = () => {
    if (selectedRowKeys.length) return true;
    feedback.message.warning(t('selectOne'));
    return false;
  };

  const runBatchAction = (action: BatchAction) => {
    if (hasSelection()) action.run([...list.selection.selectedRows]);
  };

  const removeSelected = () => {
    if (!hasSelection()) return;
    const ids = [...selectedRowKeys];
    feedback.modal.confirm({
      title: t('confirm'),
      content: t('confirmBatchDelete', { n: ids.length }),
      onOk: async () => {
        const response = await deleteRows(urls.deleteBatch, ids);
        if (response.success) afterDelete(response.message, ids);
        else feedback.message.warning(response.message);
      },
    });
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      await exportToFile(urls.exportXls, list.exportParams(), exportFileName ?? t.title(entity), t);
    } catch {
      // The HTTP client has shown the failure.
    } finally {
      setExporting(false);
    }
  };

  const rowActionColumn = {
    width: actionWidth,
    can,
    onEdit: (r: Row) => setFormTarget({ mode: 'edit', id: r.id }),
    onDetail: setDetailRow,
    onDelete: removeOne,
    extra: allRowActions,
    lockOf: review.lockOf,
  };
  const treeRowActions = (row: Row) => [
    ...(can.add ? [{ key: 'addChild', label: t('addChild'), primary: true, onClick: () => addChild(row.id) }] : []),
    ...allRowActions(row),
  ];

  return (
    <Card variant="borderless">
      <EntitySearchForm
        entity={entity}
        onSearch={(values) => {
          setTreeView(false);
          list.search(values);
        }}
        onReset={() => {
          setTreeView(!!entity.tree);
          list.reset();
        }}
      />
      <div style={{ marginTop: 16 }}>
        <EntityToolbar
          can={can}
          exporting={exporting}
          onAdd={() => addChild(null)}
          onExport={exportRows}
          onImport={() => setImporting(true)}
          onBatchDelete={removeSelected}
          advancedQuery={<AdvancedQuery fields={queryFields} saveCode={pathname} onSearch={list.setSuperQuery} />}
          extra={
            <>
              {toolbarExtra}
              <PublishReviewTools entity={entity} rule={review.rule} />
              {entity.tree && (
                <Segmented
                  value={treeView ? 'tree' : 'list'}
                  onChange={(v) => setTreeView(v === 'tree')}
                  options={[
                    { value: 'tree', label: t('treeView') },
                    { value: 'list', label: t('listView') },
                  ]}
                />
              )}
              {entity.tree && can.edit && <Button onClick={() => setOrdering(true)}>{t('treeOrder')}</Button>}
              {canBulkEdit && <Button onClick={() => setBulkEditing(true)}>{t('bulkEdit')}</Button>}
              {hasRecycleBin && (
                <Button icon={<DeleteOutlined />} onClick={() => setRecycling(true)}>
                  {t('recycleBin')}
                </Button>
              )}
            </>
          }
          batchActions={allBatchActions}
          onBatchAction={runBatchAction}
        />
      </div>
      <SelectionBar
        count={selectedRowKeys.length}
        onClear={list.selection.clear}
        actions={schemaActions.batchActions.filter((action) => action.key === 'publish')}
        onAction={runBatchAction}
      />
      {treeView ? (
        <EntityTreeRows
          entity={entity}
          columns={adjustColumns}
          actions={{ ...rowActionColumn, width: actionWidth ?? PRIMARY_ACTION_WIDTH, extra: treeRowActions }}
          reloadSignal={treeSignal}
          selection={list.selection}
        />
      ) : (
        <EntityTable entity={entity} {...listTableProps(list)} columns={adjustColumns} actions={rowActionColumn} />
      )}
      <EntityFormModal
        entity={entity}
        urls={urls}
        {...form}
        addDefaults={
          addUnder && entity.tree ? { ...form?.addDefaults, [entity.tree.parent]: addUnder } : form?.addDefaults
        }
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={reload}
      />
      {canBulkEdit && (
        <BulkEditModal
          entity={entity}
          editUrl={urls.edit}
          rows={list.rows}
          open={bulkEditing}
          onClose={() => setBulkEditing(false)}
          onSaved={reload}
        />
      )}
      <EntityDetailModal entity={entity} row={detailRow} onClose={() => setDetailRow(null)} extraItems={detailItems} />
      <ImportExcelModal
        open={importing}
        url={urls.importExcel}
        onClose={() => setImporting(false)}
        onImported={reload}
      />
      <VersionDrawer
        entity={entity}
        rowId={versionsOf}
        canRestore={schemaActions.canRestore}
        onClose={() => setVersionsOf(null)}
        onRestored={reload}
      />
      {entity.tree && (
        <TreeOrderDrawer
          entity={entity}
          open={ordering}
          onClose={() => {
            setOrdering(false);
            reload();
          }}
        />
      )}
      {hasRecycleBin && (
        <RecycleBinModal
          {...recycleBin}
          entity={entity}
          open={recycling}
          onClose={() => setRecycling(false)}
          onRestored={reload}
        />
      )}
    </Card>
  );
}
