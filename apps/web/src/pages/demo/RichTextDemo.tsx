import RichTextEditor from '../../components/RichTextEditor';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function RichTextDemo() {
  return (
    <WidgetDemo
      title={t('demo.rte.title')}
      intro={t('demo.rte.intro')}
      fields={[
        {
          name: 'body',
          label: t('demo.md.label'),
          input: <RichTextEditor biz="temp" />,
          initialValue: t('demo.rte.sample'),
        },
      ]}
    />
  );
}
