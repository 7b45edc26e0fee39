import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { login } from '../../../api/auth';
import type { Envelope, LoginResult } from '../../../api/types';
import CaptchaInput, { type CaptchaHandle } from '../../../components/CaptchaInput';
import { useT } from '../../../locales/i18n';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember_me: boolean;
}

interface Props {
  onResult(response: Envelope<LoginResult>): Promise<boolean>;
}

/** Account + password + captcha. The captcha is refreshed after each failure (its code is used up). */
export default function AccountLoginForm({ onResult }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const checkKey = useRef('');
  const [submitting, setSubmitting] = useState(false);
  const onKeyChange = useCallback((key: string) => {
    checkKey.current = key;
  }, []);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const response = await login({ ...values, checkKey: checkKey.current });
      if (!(await onResult(response))) {
        form.setFieldValue('captcha', '');
        captchaRef.current?.refresh();
      }
    } catch {
      captchaRef.current?.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" initialValues={{ remember_me: true }} onFinish={submit}>
      <Form.Item name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.usernameRequired')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordRequired')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item name="captcha" rules={[{ required: true, message: t('login.captchaRequired') }]}>
        <CaptchaInput ref={captchaRef} onKeyChange={onKeyChange} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 24 }}>
        <Form.Item name="remember_me" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Link to="/user/alteration">{t('login.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
