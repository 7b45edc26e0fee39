import { fieldsWhere } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { Row } from '../../api/entity';
import { failureOf, http } from '../../api/http';
import type { Envelope } from '../../api/types';
import { t, uiLanguage, useLanguage } from '../../locales/i18n';
import { entityText } from '../entity/texts';
import SpreadsheetGrid, { type GridColumn, type GridRow } from './SpreadsheetGrid';

/** Field kinds a grid cell edits as plain text; the others stay for the form. */
const GRID_KINDS = new Set(['text', 'textarea', 'number', 'int', 'money']);

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The grid's columns of an entity: its listed, editable plain-text and number fields. */
export const bulkColumns = (entity: Pick<EntityDef, 'fields'>): GridColumn[] =>
  fieldsWhere(entity, (f) => f.list && f.form && !f.readonly && !f.sensitive && GRID_KINDS.has(f.kind)).map(
    ({ name, field }) => ({
      key: name,
      name: uiLanguage() === 'en' && field.en ? field.en : field.label,
      width: field.width ?? 160,
    }),
  );

/** The changed cells of each row: what an edit sends (the server writes only the fields present). */
export function changesOf(
  before: readonly Row[],
  after: readonly GridRow[],
  keys: readonly string[],
): Array<{ id: string; values: Record<string, string> }> {
  const original = new Map(before.map((row) => [row.id, row]));
  return after.flatMap((row) => {
    const old = original.get(row.id);
    if (!old) return [];
    const values: Record<string, string> = {};
    for (const key of keys) if (cellText(row[key]) !== cellText(old[key])) values[key] = cellText(row[key]);
    return Object.keys(values).length ? [{ id: row.id, values }] : [];
  });
}

interface Props {
  entity: EntityDef;
  editUrl: string;
  rows: readonly Row[];
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** 批量编辑: the page's rows in the spreadsheet grid; one save sends each changed row, failures stay marked. */
export default function BulkEditModal({ entity, editUrl, rows, open, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const et = entityText(useLanguage((s) => s.language));
  const columns = useMemo(() => bulkColumns(entity), [entity]);
  const [before, setBefore] = useState<readonly Row[]>([]);
  const [grid, setGrid] = useState<GridRow[]>([]);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [saving, setSaving] = useState(false);

  // Filled when the dialog opens; a list reload after a save leaves the grid and its errors as they are.
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setBefore(rows);
      setGrid(rows.map((row) => ({ ...row })));
      setErrors(new Map());
    }
  }

  const save = async () => {
    const changes = changesOf(
      before,
      grid,
      columns.map((c) => c.key),
    );
    if (!changes.length) {
      message.info(t('bulk.noChanges'));
      return;
    }
    setSaving(true);
    const failed = new Map<string, string>();
    const saved = new Set<string>();
    for (const { id, values } of changes) {
      const updateTime = before.find((row) => row.id === id)?.updateTime;
      try {
        const { data } = await http.put<Envelope>(editUrl, { id, updateTime, ...values }, { silent: true });
        if (data.success) saved.add(id);
        else failed.set(id, data.message);
      } catch (error) {
        failed.set(id, failureOf(error)?.serverMessage ?? t('bulk.saveFailed'));
      }
    }
    setSaving(false);
    setErrors(failed);
    // Saved rows are the new baseline: a second save sends only what still differs.
    setBefore((old) => old.map((row) => (saved.has(row.id) ? { ...row, ...grid.find((g) => g.id === row.id) } : row)));
    if (saved.size) onSaved();
    if (!failed.size) {
      message.success(t('bulk.saved', { n: saved.size }));
      onClose();
    } else message.warning(t('bulk.partly', { saved: saved.size, failed: failed.size }));
  };

  return (
    <Modal
      title={t('bulk.title', { title: et.title(entity) })}
      open={open}
      width={1000}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('bulk.saveAll')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('bulk.hint')}</Typography.Paragraph>
      <SpreadsheetGrid
        aria-label={t('bulk.label')}
        columns={columns}
        rows={grid}
        onRowsChange={setGrid}
        rowErrors={errors}
        height={360}
      />
      {[...errors].map(([id, text]) => (
        <div key={id}>
          <Typography.Text type="danger">
            {t('bulk.rowError', { n: grid.findIndex((row) => row.id === id) + 1, text })}
          </Typography.Text>
        </div>
      ))}
    </Modal>
  );
}
