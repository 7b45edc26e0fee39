import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../config';
import { useT } from '../../locales/i18n';

export type ExceptionType = 403 | 404 | 500;

const TITLE_KEYS = {
  403: 'exception.403',
  404: 'exception.404',
  500: 'exception.500',
} as const;

/** The 403/404/500 pages: status, explanation and a way back home. */
export default function ExceptionView({ type, detail }: { type: ExceptionType; detail?: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status={type}
      title={type}
      subTitle={detail ?? t(TITLE_KEYS[type])}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
