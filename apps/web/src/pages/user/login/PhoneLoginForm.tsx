import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { phoneLogin, SmsMode, sendSmsCode } from '../../../api/auth';
import type { Envelope, LoginResult } from '../../../api/types';
import SmsCodeButton from '../../../components/SmsCodeButton';
import { useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { mobileRules } from '../../../utils/form-rules';

interface Values {
  mobile: string;
  captcha: string;
}

/** Mobile number + SMS code. */
export default function PhoneLoginForm({ onResult }: { onResult(response: Envelope<LoginResult>): Promise<boolean> }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    const response = await sendSmsCode(mobile, SmsMode.login);
    if (response.success) feedback.message.success(t('sms.sent'));
    else feedback.message.error(response.message);
    return response.success;
  };

  const submit = async ({ mobile, captcha }: Values) => {
    setSubmitting(true);
    try {
      await onResult(await phoneLogin(mobile, captcha));
    } catch {
      // The HTTP client already showed the error.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit}>
      <Form.Item name="mobile" rules={mobileRules(t)}>
        <Input prefix={<MobileOutlined />} placeholder={t('form.mobileRequired')} autoComplete="tel" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={15}>
          <Form.Item name="captcha" rules={[{ required: true, message: t('sms.codeRequired') }]}>
            <Input prefix={<MailOutlined />} placeholder={t('sms.codeRequired')} autoComplete="one-time-code" />
          </Form.Item>
        </Col>
        <Col span={9}>
          <SmsCodeButton send={sendCode} />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
