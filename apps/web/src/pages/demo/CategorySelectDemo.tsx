import { CategoryTreeSelect } from '../../components/TreeSelect';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function CategorySelectDemo() {
  return (
    <WidgetDemo
      title={t('demo.cat.title')}
      intro={t('demo.cat.intro')}
      fields={[
        { name: 'category', label: t('demo.cat.all'), input: <CategoryTreeSelect /> },
        { name: 'product', label: t('demo.cat.product'), input: <CategoryTreeSelect pcode="A01" /> },
        { name: 'docs', label: t('demo.cat.docs'), input: <CategoryTreeSelect pcode="A02" multiple /> },
        { name: 'missing', label: t('demo.cat.missing'), input: <CategoryTreeSelect pcode="Z99" /> },
      ]}
    />
  );
}
