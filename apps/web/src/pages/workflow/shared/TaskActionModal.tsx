import { Form, Modal, Radio, Select } from 'antd';
import type { BackNode } from '../../../api/workflow-tasks';
import { splitValues } from '../../../components/DictSelect/dict-options';
import { UserPickerInput } from '../../../components/Pickers';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import { validValues } from '../../../utils/form-values';
import type { ActionButton, ActionInput } from './task-actions';

interface DialogValues {
  backTaskKey?: string;
  user?: string;
  signers?: string;
  position?: 'before' | 'after';
}

interface Props {
  /** The button whose dialog is open; null: closed. */
  button: ActionButton | null;
  backNodes: readonly BackNode[];
  busy: boolean;
  onCancel(): void;
  onConfirm(input: ActionInput): void;
}

/** What 退回, 委派, 转办 and 加签 ask before they act: the node to return to, the user, or the signers. */
export default function TaskActionModal({ button, backNodes, busy, onCancel, onConfirm }: Props) {
  const t = useT();
  const [form] = Form.useForm<DialogValues>();
  const dialog = button?.dialog;
  const required = (message: MessageKey) => [{ required: true, message: t(message) }];
  const confirm = async () => {
    const values = await validValues(form);
    if (!values) return;
    onConfirm({
      backTaskKey: values.backTaskKey,
      userId: values.user,
      userIds: values.signers ? splitValues(values.signers) : undefined,
      position: values.position,
    });
  };
  return (
    <Modal
      title={button ? t(button.label) : ''}
      open={!!dialog}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ position: 'before' }}>
        {dialog === 'backNode' && (
          <Form.Item name="backTaskKey" label={t('approval.backNode')} rules={required('approval.backNodeRequired')}>
            <Select options={backNodes.map((node) => ({ value: node.nodeId, label: node.name }))} />
          </Form.Item>
        )}
        {dialog === 'user' && (
          <Form.Item name="user" label={t('approval.user')} rules={required('approval.userRequired')}>
            <UserPickerInput multiple={false} />
          </Form.Item>
        )}
        {dialog === 'signers' && (
          <>
            <Form.Item name="signers" label={t('approval.signers')} rules={required('approval.userRequired')}>
              <UserPickerInput />
            </Form.Item>
            <Form.Item name="position" label={t('approval.signPosition')}>
              <Radio.Group
                options={[
                  { value: 'before', label: t('approval.signBefore') },
                  { value: 'after', label: t('approval.signAfter') },
                ]}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
