import { useQuery } from '@tanstack/react-query';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Form, type FormRule, Modal, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { addRow, editRow, queryById, type Row } from '../../api/entity';
import { failureOf } from '../../api/http';
import { feedback } from '../../utils/feedback';
import FieldInput from './FieldInput';
import { defaultValuesOf, formFieldsOf, uploadBizOf } from './form-fields';
import { antdRulesOf } from './form-rules';
import { useEntityT } from './texts';

export interface FormTarget {
  mode: 'add' | 'edit';
  /** The edited row's id. */
  id?: string;
}

export type FormMode = FormTarget['mode'];

/** What a page may change in the schema's form without writing its own modal. */
export interface FormCustomization {
  /** Rules replacing the schema's for some fields (the duplicate check of unique fields stays). */
  rules?: Readonly<Record<string, readonly FormRule[]>>;
  /** Fields shown but not editable when editing (e.g. an account name). */
  lockedOnEdit?: readonly string[];
  /** More values of an edited row (links loaded from other endpoints), merged into the loaded row. */
  loadExtra?(id: string): Promise<Record<string, unknown>>;
  /**
   * Arranges the form: gets the schema fields' form items by name (in schema order) and returns what the form
   * shows; a page adds its own `Form.Item`s here. Default: the schema's items in order.
   */
  layout?(items: Record<string, ReactNode>, mode: FormMode): ReactNode;
  /** Initial values of an add form beyond the schema defaults (e.g. the filter the list shows). */
  addDefaults?: Record<string, unknown>;
  /** Modal width; default 800. */
  width?: number;
}

interface Props extends FormCustomization {
  entity: EntityDef;
  urls: { add: string; edit: string; queryById: string };
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
  rules,
  lockedOnEdit,
  loadExtra,
  layout,
  addDefaults,
  width = 800,
}: Props) {
  const t = useEntityT();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const fields = formFieldsOf(entity);

  const record = useQuery({
    queryKey: ['entity-row', entity.name, editId],
    queryFn: async () => {
      const response = await queryById(urls.queryById, editId as string);
      if (!response.success) throw new Error(response.message);
      const extra = loadExtra ? await loadExtra(editId as string) : {};
      return { ...response.result, ...extra } as Row;
    },
    enabled: !!editId,
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
    } catch {
      return; // the form shows the messages under the fields
    }
    const loaded = record.data as Row | undefined;
    setSaving(true);
    try {
      const response = editId
        ? await editRow(urls.edit, { ...values, id: editId, updateTime: loaded?.updateTime ?? null })
        : await addRow(urls.add, values);
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
  const items: Record<string, ReactNode> = Object.fromEntries(
    fields.map(({ name, field }) => [
      name,
      <Form.Item
        key={name}
        name={name}
        label={field.label}
        rules={antdRulesOf(field, { entity, name, dataId: editId }, rules?.[name])}
        validateTrigger={field.unique ? ['onChange', 'onBlur'] : 'onChange'}
        extra={field.kind === 'richText' ? t('richTextNote') : undefined}
      >
        <FieldInput
          field={field}
          biz={uploadBizOf(entity, field)}
          disabled={field.readonly || (mode === 'edit' && !!lockedOnEdit?.includes(name))}
        />
      </Form.Item>,
    ]),
  );

  return (
    <Modal
      title={`${target?.mode === 'edit' ? t('edit') : t('add')}${entity.title}`}
      open={!!target}
      width={width}
      mask={{ closable: false }}
      destroyOnHidden
      confirmLoading={saving}
      okText={t('confirm')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
    >
      <Spin spinning={!!editId && record.isFetching}>
        <Form
          form={form}
          name={`${entity.table}_form`}
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 17 }}
          preserve={false}
        >
          {layout ? layout(items, mode) : Object.values(items)}
        </Form>
      </Spin>
    </Modal>
  );
}
