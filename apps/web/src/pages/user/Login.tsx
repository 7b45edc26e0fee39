import { Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Envelope, LoginResult } from '../../api/types';
import { useT } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import AccountLoginForm from './login/AccountLoginForm';
import { isLoginSuccess, loginFailure } from './login/login-errors';
import PhoneLoginForm from './login/PhoneLoginForm';
import { useLoginFlow } from './login/use-login-flow';

/** /user/login: account or phone login (spec §2), then the post-login choices. */
export default function Login() {
  const t = useT();
  const { complete, dialog } = useLoginFlow();
  const [mode, setMode] = useState<'account' | 'phone'>('account');

  /** Returns whether the login went through. */
  const onResult = async (response: Envelope<LoginResult>) => {
    if (isLoginSuccess(response)) {
      await complete(response.result);
      return true;
    }
    const failure = loginFailure(response);
    feedback.notification.error({
      message: t('login.failed'),
      description: 'key' in failure ? t(failure.key) : failure.text,
      duration: 4,
    });
    return false;
  };

  return (
    <>
      <Segmented
        block
        size="large"
        value={mode}
        onChange={setMode}
        style={{ marginBottom: 24 }}
        options={[
          { value: 'account', label: t('login.tabAccount') },
          { value: 'phone', label: t('login.tabPhone') },
        ]}
      />
      {mode === 'account' ? <AccountLoginForm onResult={onResult} /> : <PhoneLoginForm onResult={onResult} />}
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Link to="/user/register">{t('login.register')}</Link>
      </div>
      {dialog}
    </>
  );
}
