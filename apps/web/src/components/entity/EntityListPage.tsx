import type { EntityDef } from '@yunzhan/common/entities/index';
import { Alert, Card, Table, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { deleteRow, deleteRows, type EntityUrls, entityUrls, type Row } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import AdvancedQuery from '../AdvancedQuery';
import { queryFieldsOf } from '../AdvancedQuery/fields';
import { entityColumns } from './columns';
import EntityDetailModal from './EntityDetailModal';
import EntityFormModal, { type FormTarget } from './EntityFormModal';
import EntitySearchForm from './EntitySearchForm';
import EntityToolbar from './EntityToolbar';
import { exportToFile } from './export-file';
import ImportExcelModal from './ImportExcelModal';
import RowActions from './RowActions';
import { useEntityT } from './texts';
import { useEntityPermissions } from './use-entity-permissions';
import { useListPage } from './use-list-page';

export interface EntityListPageProps {
  entity: EntityDef;
  /** Endpoints that differ from the entity's standard set. */
  urls?: EntityUrls;
  /** Export file name without extension; default the entity title, else '导出文件'. */
  exportFileName?: string;
  /** Page-specific toolbar buttons. */
  toolbarExtra?: ReactNode;
}

/** The generic list page of an entity: search form, toolbar, selection bar, table, and its dialogs. */
export default function EntityListPage({ entity, urls: overrides, exportFileName, toolbarExtra }: EntityListPageProps) {
  const t = useEntityT();
  const { pathname } = useLocation();
  const urls = useMemo(() => ({ ...entityUrls(entity), ...overrides }), [entity, overrides]);
  const list = useListPage(entity, { listUrl: urls.list });
  const can = useEntityPermissions(entity);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailRow, setDetailRow] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const queryFields = useMemo(() => queryFieldsOf(entity), [entity]);
  const { selectedRowKeys } = list.selection;

  const afterDelete = (message: string, ids: readonly string[]) => {
    feedback.message.success(message);
    const rest = list.selection.selectedRows.filter((row) => !ids.includes(row.id));
    list.selection.onChange(
      rest.map((row) => row.id),
      rest,
    );
    void list.reload();
  };

  const removeOne = async (row: Row) => {
    const response = await deleteRow(urls.delete, row.id);
    if (response.success) afterDelete(response.message, [row.id]);
    else feedback.message.warning(response.message);
  };

  const removeSelected = () => {
    if (!selectedRowKeys.length) {
      feedback.message.warning(t('selectOne'));
      return;
    }
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
      await exportToFile(urls.exportXls, list.exportParams(), exportFileName ?? entity.title, t);
    } catch {
      // The HTTP client has shown the failure.
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    ...entityColumns(entity, list.isorter, t),
    {
      key: 'action',
      title: t('actions'),
      align: 'center' as const,
      fixed: 'right' as const,
      width: 180,
      render: (_: unknown, row: Row) => (
        <RowActions
          row={row}
          can={can}
          onEdit={(r) => setFormTarget({ mode: 'edit', id: r.id })}
          onDetail={setDetailRow}
          onDelete={removeOne}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <EntitySearchForm entity={entity} onSearch={list.search} onReset={list.reset} />
      <div style={{ marginTop: 16 }}>
        <EntityToolbar
          can={can}
          exporting={exporting}
          onAdd={() => setFormTarget({ mode: 'add' })}
          onExport={exportRows}
          onImport={() => setImporting(true)}
          onBatchDelete={removeSelected}
          advancedQuery={<AdvancedQuery fields={queryFields} saveCode={pathname} onSearch={list.setSuperQuery} />}
          extra={toolbarExtra}
        />
      </div>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          <span>
            {t('selected')} <Typography.Link strong>{selectedRowKeys.length}</Typography.Link> {t('items')}
            <Typography.Link style={{ marginInlineStart: 24 }} onClick={list.selection.clear}>
              {t('clearSelection')}
            </Typography.Link>
          </span>
        }
      />
      <Table<Row>
        rowKey="id"
        size="middle"
        bordered
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys, onChange: list.selection.onChange, preserveSelectedRowKeys: true }}
        onChange={(pagination, filters, sorter) => list.onTableChange(pagination, filters, sorter)}
      />
      <EntityFormModal
        entity={entity}
        urls={urls}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={() => void list.reload()}
      />
      <EntityDetailModal entity={entity} row={detailRow} onClose={() => setDetailRow(null)} />
      <ImportExcelModal
        open={importing}
        url={urls.importExcel}
        onClose={() => setImporting(false)}
        onImported={() => void list.reload()}
      />
    </Card>
  );
}
