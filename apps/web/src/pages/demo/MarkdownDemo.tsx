import MarkdownEditor from '../../components/MarkdownEditor';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function MarkdownDemo() {
  return (
    <WidgetDemo
      title={t('demo.md.title')}
      intro={t('demo.md.intro')}
      fields={[
        {
          name: 'content',
          label: t('demo.md.label'),
          input: <MarkdownEditor />,
          initialValue: t('demo.md.sample'),
        },
      ]}
    />
  );
}
