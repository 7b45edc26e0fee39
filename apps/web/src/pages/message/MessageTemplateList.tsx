import { sysMessageTemplate } from '@yunzhan/common/entities/system/index';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Row } from '../../api/entity';
import { postAction } from '../../api/http';
import { usePermission } from '../../components/Authorized/use-permission';
import EntityListPage from '../../components/entity/EntityListPage';
import type { RowAction } from '../../components/entity/RowActions';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';

const SEND_PERMISSION = `${sysMessageTemplate.permPrefix}:send`;

interface SendValues {
  receiver: string;
  testData?: string;
}

/** 发送测试: fills the template with the test data and sends it to one receiver. */
function SendTestModal({ template, onClose }: { template: Row | null; onClose(): void }) {
  const [form] = Form.useForm<SendValues>();
  const [sending, setSending] = useState(false);
  const send = async (values: SendValues) => {
    setSending(true);
    try {
      const answer = await postAction<unknown>(`${sysMessageTemplate.apiBase}/sendMsg`, {
        ...values,
        templateCode: template?.templateCode,
      });
      if (answer.success) {
        feedback.message.success(answer.message);
        onClose();
      } else feedback.message.warning(answer.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={template !== null}
      title={t('msg.sendTest')}
      maskClosable={false}
      confirmLoading={sending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ testData: template?.templateTestJson ?? '' }}
        onFinish={(values) => void send(values)}
      >
        <Form.Item
          name="receiver"
          label={t('msg.receiver')}
          rules={[{ required: true, message: t('msg.receiverRequired') }]}
        >
          <Input maxLength={100} placeholder={t('msg.receiverPlaceholder')} />
        </Form.Item>
        <Form.Item name="testData" label={t('msg.testData')} extra={t('msg.testDataHint')}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** message/MessageTemplateList (消息模板): the engine's list with 发送测试. */
export default function MessageTemplateList() {
  const permission = usePermission();
  const [testing, setTesting] = useState<Row | null>(null);
  const rowActions = (row: Row): RowAction[] =>
    permission.has(SEND_PERMISSION) ? [{ key: 'send', label: t('msg.sendTest'), onClick: () => setTesting(row) }] : [];
  return (
    <>
      <EntityListPage entity={sysMessageTemplate} rowActions={rowActions} />
      <SendTestModal template={testing} onClose={() => setTesting(null)} />
    </>
  );
}
