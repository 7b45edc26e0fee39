import { UserPickerInput } from '../../components/Pickers';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function SelectUserDemo() {
  return (
    <WidgetDemo
      title={t('demo.user.title')}
      intro={t('demo.user.intro')}
      fields={[
        { name: 'users', label: t('demo.user.many'), input: <UserPickerInput /> },
        { name: 'userId', label: t('demo.user.one'), input: <UserPickerInput store="id" multiple={false} /> },
      ]}
    />
  );
}
