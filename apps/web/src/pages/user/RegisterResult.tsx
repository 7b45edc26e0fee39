import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../locales/i18n';

/** /user/register-result: confirms the new account. */
export default function RegisterResult() {
  const t = useT();
  const navigate = useNavigate();
  const username = (useLocation().state as { username?: string } | null)?.username;
  return (
    <Result
      status="success"
      title={username ? t('register.success', { username }) : t('register.successNoName')}
      subTitle={t('register.successHint')}
      extra={
        <Button type="primary" onClick={() => navigate('/user/login')}>
          {t('register.toLogin')}
        </Button>
      }
    />
  );
}
