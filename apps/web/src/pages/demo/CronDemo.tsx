import CronInput, { cronRule } from '../../components/CronInput';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function CronDemo() {
  return (
    <WidgetDemo
      title={t('demo.cron.title')}
      intro={t('demo.cron.intro')}
      fields={[
        {
          name: 'cron',
          label: t('demo.cron.label'),
          input: <CronInput />,
          rules: [cronRule],
          initialValue: '0 0 12 * * ? *',
        },
      ]}
    />
  );
}
