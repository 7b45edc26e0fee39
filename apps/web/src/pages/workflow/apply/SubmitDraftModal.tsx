import { Form, Modal } from 'antd';
import { useState } from 'react';
import { type Business, type Priority, submitApplication } from '../../../api/workflow-tasks';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { useApprovalRefresh } from '../shared/ApprovalList';
import PriorityField from './PriorityField';

/** 提交 of a draft from the list: asks the priority, then starts the process. */
export default function SubmitDraftModal({ draft, onClose }: { draft: Business | null; onClose(): void }) {
  const t = useT();
  const refresh = useApprovalRefresh();
  const [form] = Form.useForm<{ priority: Priority }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      const answer = await submitApplication(draft.id, form.getFieldValue('priority') ?? 0);
      if (answer.success) {
        feedback.message.success(answer.message || t('approval.submitted'));
        onClose();
      } else {
        feedback.message.warning(answer.message);
      }
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('approval.submitTitle', { title: draft?.title ?? '' })}
      open={!!draft}
      confirmLoading={busy}
      okText={t('common.submit')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} preserve={false} initialValues={{ priority: draft?.priority ?? 0 }}>
        <PriorityField />
      </Form>
    </Modal>
  );
}
