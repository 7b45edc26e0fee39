import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { updatePassword } from '../../api/auth';
import { useT } from '../../locales/i18n';
import { usePasswordDialog } from '../../stores/password-dialog';
import { logoutAndReload, useSession } from '../../stores/session';
import { feedback } from '../../utils/feedback';
import { confirmPasswordRules, newPasswordRules } from '../../utils/form-rules';
import { validValues } from '../../utils/form-values';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * Password change (spec §2 "password-change dialog (width 800)", §5 rules). Opened from the user menu, or forced
 * (not closable) while the initial password has not been replaced.
 */
export default function ChangePasswordModal() {
  const t = useT();
  const { open, forced, onChanged, close } = usePasswordDialog();
  const user = useSession((s) => s.userInfo);
  const revalidator = useRevalidator();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validValues(form);
    if (!values || !user) return;
    setSaving(true);
    try {
      const response = await updatePassword({ username: user.username, ...values });
      if (!response.success) {
        feedback.message.error(response.message);
        return;
      }
      feedback.message.success(response.message || t('password.changed'));
      useSession.getState().setUserInfo({ ...user, passwordChangeRequired: false });
      form.resetFields();
      close();
      if (onChanged) onChanged();
      else if (forced) void revalidator.revalidate();
    } catch {
      // The HTTP client already showed the error.
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    forced ? (
      <Button key="logout" onClick={() => void logoutAndReload()}>
        {t('header.logout')}
      </Button>
    ) : (
      <Button key="cancel" onClick={close}>
        {t('common.cancel')}
      </Button>
    ),
    <Button key="ok" type="primary" loading={saving} onClick={submit}>
      {t('common.confirm')}
    </Button>,
  ];

  return (
    <Modal
      open={open}
      title={forced ? t('password.forcedTitle') : t('password.title')}
      width={800}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} preserve={false}>
        <Form.Item label={t('password.username')}>
          <Input value={user?.username} disabled />
        </Form.Item>
        <Form.Item
          name="oldpassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} extra={t('password.policy')} rules={newPasswordRules(t)}>
          <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={confirmPasswordRules(t)}
        >
          <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
