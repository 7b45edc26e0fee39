import { useQuery } from '@tanstack/react-query';
import { defaultValuesOf } from '@yunzhan/common/entities/form-fields';
import { Button, Form, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import {
  addApplication,
  type Business,
  editApplication,
  type Priority,
  type StartableProcess,
  submitApplication,
} from '../../../api/workflow-tasks';
import EntityFormItems from '../../../components/entity/EntityFormItems';
import { schemaTitle } from '../../../components/entity/texts';
import { useT } from '../../../locales/screens/workflow';
import { useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';
import { validValues } from '../../../utils/form-values';
import { useApprovalRefresh } from '../shared/ApprovalList';
import { formDataOf, formEntityOf } from '../shared/form-entity';
import { applicationQuery } from '../shared/queries';
import PriorityField from './PriorityField';

/** A new application of a process, or a draft of mine to edit. */
export type ApplyTarget = { process: StartableProcess; draft?: undefined } | { draft: Business; process?: undefined };

interface Props {
  /** null: closed. */
  target: ApplyTarget | null;
  onClose(): void;
}

interface Values extends Record<string, unknown> {
  title?: string;
  priority?: Priority;
}

/**
 * 发起 and 编辑 of an application: a title, the process's form built from its schema (the engine's widgets and
 * rules), the priority; 保存草稿 keeps it as a draft, 提交 saves and starts the process.
 */
export default function ApplyFormModal({ target, onClose }: Props) {
  const t = useT();
  const refresh = useApprovalRefresh();
  const realname = useSession((s) => s.userInfo?.realname || s.userInfo?.username || '');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  // Saved once (an add whose submit was refused): later saves edit that draft instead of adding another.
  const [savedId, setSavedId] = useState<string | null>(null);
  const draft = useQuery({ ...applicationQuery(target?.draft?.id ?? ''), enabled: !!target?.draft, gcTime: 0 });
  const entity = formEntityOf(target?.process?.formKey ?? target?.draft?.formKey);
  const processName = target?.process?.name ?? target?.draft?.processName ?? '';

  useEffect(() => {
    if (!target || !entity) return;
    setSavedId(null);
    form.resetFields();
    if (target.process) {
      form.setFieldsValue({
        ...defaultValuesOf(entity),
        title: t('approval.defaultTitle', { process: target.process.name, name: realname }),
      });
    } else if (draft.data) {
      const { business, data } = draft.data;
      form.setFieldsValue({ ...data, title: business.title, priority: business.priority ?? 0 });
    }
  }, [target, entity, draft.data, form, realname, t]);

  const save = async (submit: boolean) => {
    if (!target || !entity) return;
    const values = await validValues(form);
    if (!values) return;
    const data = formDataOf(entity, values);
    const title = values.title?.trim() || undefined;
    setBusy(submit ? 'submit' : 'draft');
    try {
      let id = target.draft?.id ?? savedId;
      const saved = id
        ? await editApplication({ id, title, data })
        : await addApplication({ procDefId: target.process?.id ?? '', title, data });
      if (!saved.success) {
        feedback.message.warning(saved.message);
        return;
      }
      id ??= (saved.result as Business).id;
      setSavedId(id);
      const answer = submit ? await submitApplication(id, values.priority ?? 0) : saved;
      refresh();
      if (!answer.success) {
        feedback.message.warning(answer.message);
        return;
      }
      feedback.message.success(answer.message || t(submit ? 'approval.submitted' : 'approval.draftSaved'));
      onClose();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      title={entity ? t('approval.applyTitle', { form: schemaTitle(entity), process: processName }) : ''}
      open={!!target && !!entity}
      width={860}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="draft" loading={busy === 'draft'} disabled={!!busy} onClick={() => void save(false)}>
          {t('approval.saveDraft')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={busy === 'submit'}
          disabled={!!busy}
          onClick={() => void save(true)}
        >
          {t('common.submit')}
        </Button>,
      ]}
    >
      <Spin spinning={!!target?.draft && draft.isFetching}>
        <Form form={form} name="apply_form" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
          <Form.Item name="title" label={t('approval.title')}>
            <Input maxLength={100} placeholder={t('common.inputLabel', { label: t('approval.title') })} />
          </Form.Item>
          {entity && <EntityFormItems entity={entity} mode={target?.draft ? 'edit' : 'add'} />}
          <PriorityField />
        </Form>
      </Spin>
    </Modal>
  );
}
