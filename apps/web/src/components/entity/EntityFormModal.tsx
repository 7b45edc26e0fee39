import { useQuery } from '@tanstack/react-query';
import { REVIEWING } from '@yunzhan/common/entities/cms/publishing';
import { defaultValuesOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Form, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { addRow, editRow, queryById, type Row } from '../../api/entity';
import { failureOf } from '../../api/http';
import { feedback } from '../../utils/feedback';
import EntityFormItems, { type FormItemsOptions, type FormMode } from './EntityFormItems';
import ReviewStateAlert from './ReviewStateAlert';
import { useEntityT } from './texts';

export interface FormTarget {
  mode: FormMode;
  /** The edited row's id. */
  id?: string;
  /** The edited row as the screen already holds it (a tree node): used instead of loading it by id. */
  row?: Row;
}

export type { FormMode };

/** What a page may change in the schema's form without writing its own modal. */
export interface FormCustomization extends FormItemsOptions {
  /** More values of an edited row (links loaded from other endpoints), merged into the loaded row. */
  loadExtra?(id: string): Promise<Record<string, unknown>>;
  /** Initial values of an add form beyond the schema defaults (e.g. the filter the list shows). */
  addDefaults?: Record<string, unknown>;
  /** Values every save sends besides the form's (the fixed parent of a drawer's rows). */
  fixedValues?: Record<string, unknown>;
  /** Modal width; default 800. */
  width?: number;
}

interface Props extends FormCustomization {
  entity: EntityDef;
  urls: { add: string; edit: string; queryById?: string };
  /** null: closed. */
  target: FormTarget | null;
  onClose(): void;
  /** After a successful save, and after a stale edit (the list then shows the current data). */
  onSaved(): void;
}

const HTTP_CONFLICT = 409;

/** Add/edit modal rendered from the schema; an edit sends the loaded `updateTime` back (stale edits → 409). */
export default function EntityFormModal({
  entity,
  urls,
  target,
  onClose,
  onSaved,
  loadExtra,
  addDefaults,
  fixedValues,
  width = 800,
  ...itemOptions
}: Props) {
  const t = useEntityT();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const given = target?.row;

  const record = useQuery({
    queryKey: ['entity-row', entity.name, editId],
    queryFn: async () => {
      if (given) return given;
      const response = await queryById(urls.queryById ?? '', editId as string);
      if (!response.success) throw new Error(response.message);
      const extra = loadExtra ? await loadExtra(editId as string) : {};
      return { ...response.result, ...extra } as Row;
    },
    enabled: !!editId,
    staleTime: given ? 0 : undefined,
    gcTime: 0,
  });

  // Read when the form opens, not followed afterwards (a new object each render must not reset the form).
  const addDefaultsRef = useRef(addDefaults);
  addDefaultsRef.current = addDefaults;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'add') form.setFieldsValue({ ...defaultValuesOf(entity), ...addDefaultsRef.current });
    else if (record.data) form.setFieldsValue(record.data);
  }, [target, record.data, form, entity]);

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch (error) {
      // The form shows the messages under the fields; a long form brings the first one into view.
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return;
    }
    const loaded = record.data as Row | undefined;
    setSaving(true);
    try {
      const response = editId
        ? await editRow(urls.edit, { ...values, ...fixedValues, id: editId, updateTime: loaded?.updateTime ?? null })
        : await addRow(urls.add, { ...values, ...fixedValues });
      if (!response.success) {
        feedback.message.warning(response.message);
        return;
      }
      feedback.message.success(response.message);
      onSaved();
      onClose();
    } catch (error) {
      // The global handler has shown the server's text ('数据已被他人修改，请刷新后重试'): reload row and list.
      if (failureOf(error)?.status === HTTP_CONFLICT) {
        void record.refetch();
        onSaved();
      }
    } finally {
      setSaving(false);
    }
  };

  const mode: FormMode = editId ? 'edit' : 'add';
  const loaded = editId ? (record.data as Row | undefined) : undefined;

  return (
    <Modal
      title={t(target?.mode === 'edit' ? 'editTitle' : 'addTitle', { title: t.title(entity) })}
      open={!!target}
      width={width}
      mask={{ closable: false }}
      destroyOnHidden
      confirmLoading={saving}
      // A row under review keeps still (the server refuses its edit); its form shows where the review stands.
      okButtonProps={{ disabled: loaded?.status === REVIEWING }}
      okText={t('confirm')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
    >
      <Spin spinning={!!editId && record.isFetching}>
        <ReviewStateAlert entity={entity} row={loaded} />
        <Form
          form={form}
          name={`${entity.table}_form`}
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 17 }}
          preserve={false}
        >
          <EntityFormItems entity={entity} mode={mode} dataId={editId} {...itemOptions} />
        </Form>
      </Spin>
    </Modal>
  );
}
