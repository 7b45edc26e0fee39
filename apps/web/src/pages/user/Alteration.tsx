import { Button, Col, Form, Input, Result, Row, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetPassword, SmsMode, sendSmsCode, verifyPhone } from '../../api/auth';
import SliderVerify from '../../components/SliderVerify';
import SmsCodeButton from '../../components/SmsCodeButton';
import { useT } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { confirmPasswordRules, mobileRules, newPasswordRules } from '../../utils/form-rules';
import { validValues } from '../../utils/form-values';

interface Verified {
  username: string;
  phone: string;
  smscode: string;
}

/** /user/alteration: the four-step forgotten-password flow (account, phone, new password, done). */
export default function Alteration() {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [sliderOk, setSliderOk] = useState(false);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [accountForm] = Form.useForm<{ username: string }>();
  const [phoneForm] = Form.useForm<{ phone: string; smscode: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirmpassword: string }>();

  const confirmAccount = async () => {
    if (!(await validValues(accountForm))) return;
    if (!sliderOk) {
      feedback.message.warning(t('slider.required'));
      return;
    }
    setStep(1);
  };

  const sendCode = async () => {
    const { phone } = await phoneForm.validateFields(['phone']);
    const response = await sendSmsCode(phone, SmsMode.forgotPassword);
    if (response.success) feedback.message.success(t('sms.sent'));
    else feedback.message.error(response.message);
    return response.success;
  };

  const confirmPhone = async () => {
    const values = await validValues(phoneForm);
    if (!values) return;
    const { phone, smscode } = values;
    const response = await verifyPhone(phone, smscode);
    if (!response.success) {
      feedback.message.error(response.message);
      return;
    }
    setVerified({ phone, smscode: response.result.smscode, username: response.result.username });
    setStep(2);
  };

  const confirmPassword = async () => {
    const values = await validValues(passwordForm);
    if (!values || !verified) return;
    const { password } = values;
    const response = await resetPassword({ ...verified, password });
    if (!response.success) {
      feedback.message.error(response.message);
      return;
    }
    setStep(3);
  };

  const steps = [
    <Form key="account" form={accountForm} size="large" layout="vertical">
      <Form.Item
        name="username"
        label={t('alteration.account')}
        rules={[{ required: true, message: t('form.usernameRequired') }]}
      >
        <Input placeholder={t('form.usernameRequired')} />
      </Form.Item>
      <Form.Item label={t('alteration.verify')}>
        <SliderVerify onVerified={() => setSliderOk(true)} />
      </Form.Item>
      <Button type="primary" block onClick={confirmAccount}>
        {t('alteration.next')}
      </Button>
    </Form>,
    <Form key="phone" form={phoneForm} size="large" layout="vertical">
      <Form.Item name="phone" label={t('alteration.phone')} rules={mobileRules(t)}>
        <Input placeholder={t('form.mobileRequired')} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={15}>
          <Form.Item name="smscode" rules={[{ required: true, message: t('sms.codeRequired') }]}>
            <Input placeholder={t('sms.codeRequired')} />
          </Form.Item>
        </Col>
        <Col span={9}>
          <SmsCodeButton send={sendCode} />
        </Col>
      </Row>
      <Button type="primary" block onClick={confirmPhone}>
        {t('alteration.next')}
      </Button>
    </Form>,
    <Form key="password" form={passwordForm} size="large" layout="vertical">
      <Form.Item name="password" label={t('password.new')} rules={newPasswordRules(t)}>
        <Input.Password placeholder={t('password.policy')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={confirmPasswordRules(t)}
      >
        <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" block onClick={confirmPassword}>
        {t('alteration.submit')}
      </Button>
    </Form>,
    <Result
      key="done"
      status="success"
      title={t('alteration.done')}
      extra={
        <Button type="primary" onClick={() => navigate('/user/login')}>
          {t('register.toLogin')}
        </Button>
      }
    />,
  ];

  return (
    <>
      <Steps
        size="small"
        titlePlacement="vertical"
        responsive={false}
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('alteration.stepAccount') },
          { title: t('alteration.stepPhone') },
          { title: t('alteration.stepPassword') },
          { title: t('alteration.stepDone') },
        ]}
      />
      {steps[step]}
      {step < 3 && (
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Link to="/user/login">{t('register.toLogin')}</Link>
        </div>
      )}
    </>
  );
}
