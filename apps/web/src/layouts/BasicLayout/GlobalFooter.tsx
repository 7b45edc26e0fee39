import { Layout } from 'antd';
import { useT } from '../../locales/i18n';

export default function GlobalFooter() {
  const t = useT();
  return (
    <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)', padding: '16px 24px' }}>
      {t('app.copyright', { year: new Date().getFullYear() })}
    </Layout.Footer>
  );
}
