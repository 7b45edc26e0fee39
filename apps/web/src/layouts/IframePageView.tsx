import { Result } from 'antd';
import { useEffect } from 'react';
import { useT } from '../locales/i18n';
import { useMenuRoute } from '../router/menu-route-context';

/**
 * `layouts/IframePageView`: a menu whose URL is shown inside the app. A menu marked to open outside
 * (internalOrExternal) opens a new window instead.
 */
export default function IframePageView() {
  const t = useT();
  const { route } = useMenuRoute();

  useEffect(() => {
    if (route.external && route.url) window.open(route.url, '_blank', 'noopener');
  }, [route]);

  if (!route.url) return <Result status="warning" title={t('iframe.noUrl')} />;
  if (route.external) {
    return (
      <Result
        status="info"
        title={t('iframe.openedOutside')}
        extra={
          <a href={route.url} target="_blank" rel="noopener noreferrer">
            {route.url}
          </a>
        }
      />
    );
  }
  return (
    <iframe
      title={route.title}
      src={route.url}
      style={{ width: '100%', height: 'calc(100vh - 190px)', minHeight: 400, border: 0, background: '#fff' }}
    />
  );
}
