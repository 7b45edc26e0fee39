import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { type ProcessDefinition, updateProcessInfo } from '../../../api/workflow-models';
import { RoleCodeSelect } from '../../../components/Pickers';
import { useT } from '../../../locales/screens/workflow';
import { report } from '../answers';

interface Values {
  description?: string;
  roles: string[];
}

const codes = (roles: string | null) => (roles ?? '').split(',').filter(Boolean);

/** 编辑信息 of a version: its description, and the roles that may start it (none: everyone). */
export default function ProcessInfoModal({
  process,
  onClose,
}: {
  process: ProcessDefinition | null;
  onClose(saved: boolean): void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (process) form.setFieldsValue({ description: process.description ?? '', roles: codes(process.roles) });
  }, [process, form]);

  const submit = async () => {
    if (!process) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const info = { description: values.description?.trim() ?? '', roles: (values.roles ?? []).join(',') };
      if (report(await updateProcessInfo(process.id, info))) onClose(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('wfProcess.infoTitle', { name: process?.name ?? '', version: process?.version ?? '' })}
      open={!!process}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="description" label={t('wfModel.description')} rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="roles" label={t('wfProcess.roles')} extra={t('wfProcess.rolesHint')}>
          <RoleCodeSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
