import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Row } from '../../../api/entity';
import { resetPassword } from '../../../api/user';
import { useT } from '../../../locales/i18n';
import { confirmPasswordRules, newPasswordRules } from '../../../utils/form-rules';
import { reportAnswer } from './answer';

interface Props {
  /** The user whose password is set; null: closed. */
  user: Row | null;
  onClose(): void;
}

interface Values {
  password: string;
  confirmpassword: string;
}

/** 重新设置密码 of another user (system:user:password); the user must replace it at the next login. */
export default function PasswordModal({ user, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const username = String(user?.username ?? '');

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const done = await reportAnswer(() => resetPassword({ username, ...values }));
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Modal
      title={t('user.resetTitle')}
      open={!!user}
      width={800}
      mask={{ closable: false }}
      destroyOnHidden
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} name="user_password" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item label={t('user.username')}>
          <Input value={username} disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('user.loginPassword')}
          extra={`${t('password.policy')}${t('user.nextLogin')}`}
          rules={newPasswordRules(t)}
        >
          <Input.Password placeholder={t('user.newPassword')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={confirmPasswordRules(t)}
        >
          <Input.Password placeholder={t('user.newAgain')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
