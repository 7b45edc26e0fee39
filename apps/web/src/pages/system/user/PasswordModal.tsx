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
      title="重新设置密码"
      open={!!user}
      width={800}
      mask={{ closable: false }}
      destroyOnHidden
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} name="user_password" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item label="用户账号">
          <Input value={username} disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label="登录密码"
          extra={`${t('password.policy')}；该用户下次登录时须修改此密码`}
          rules={newPasswordRules(t)}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmpassword" label="确认密码" dependencies={['password']} rules={confirmPasswordRules(t)}>
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
