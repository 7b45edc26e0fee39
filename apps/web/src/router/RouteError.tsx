import { Button } from 'antd';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { takeOverPrerendered } from '../app/prerendered';
import { useT } from '../locales/i18n';
import ExceptionView from '../pages/exception/ExceptionView';

/** Shown when a route fails to load (e.g. a chunk could not be fetched after a deployment). */
export default function RouteError() {
  const t = useT();
  const error = useRouteError();
  useLayoutEffect(takeOverPrerendered, []);
  if (isRouteErrorResponse(error) && error.status === 404) return <ExceptionView type={404} />;
  return (
    <div style={{ padding: 48 }}>
      <ExceptionView type={500} detail={error instanceof Error ? error.message : undefined} />
      <div style={{ textAlign: 'center' }}>
        <Button onClick={() => window.location.reload()}>{t('exception.reload')}</Button>
      </div>
    </div>
  );
}
