import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { register, SmsMode, sendSmsCode } from '../../api/auth';
import SmsCodeButton from '../../components/SmsCodeButton';
import { useT } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { confirmPasswordRules, emailRules, mobileRules, newPasswordRules, usernameRules } from '../../utils/form-rules';

interface Values {
  username: string;
  password: string;
  confirmpassword: string;
  phone: string;
  smscode: string;
  email?: string;
}

/** /user/register: self-registration with a mobile SMS code. */
export default function Register() {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    const response = await sendSmsCode(phone, SmsMode.register);
    if (response.success) feedback.message.success(t('sms.sent'));
    else feedback.message.error(response.message);
    return response.success;
  };

  const submit = async ({ confirmpassword: _confirm, ...registration }: Values) => {
    setSubmitting(true);
    try {
      const response = await register(registration);
      if (!response.success) {
        feedback.message.error(response.message);
        return;
      }
      navigate('/user/register-result', { state: { username: registration.username } });
    } catch {
      // The HTTP client already showed the error.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <h3 style={{ fontSize: 16, marginBottom: 20 }}>{t('register.title')}</h3>
      <Form form={form} size="large" onFinish={submit}>
        <Form.Item name="username" rules={usernameRules(t)}>
          <Input placeholder={t('form.usernameRequired')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={newPasswordRules(t)}>
          <Input.Password placeholder={t('password.policy')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmpassword" dependencies={['password']} rules={confirmPasswordRules(t)}>
          <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="email" rules={emailRules(t)}>
          <Input placeholder={t('register.email')} autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" rules={mobileRules(t)}>
          <Input placeholder={t('form.mobileRequired')} autoComplete="tel" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={15}>
            <Form.Item name="smscode" rules={[{ required: true, message: t('sms.codeRequired') }]}>
              <Input placeholder={t('sms.codeRequired')} autoComplete="one-time-code" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <SmsCodeButton send={sendCode} />
          </Col>
        </Row>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('register.submit')}
          </Button>
          <Link to="/user/login">{t('register.toLogin')}</Link>
        </div>
      </Form>
    </>
  );
}
