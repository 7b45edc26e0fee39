import { DepartPickerInput } from '../../components/Pickers';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function SelectDepartDemo() {
  return (
    <WidgetDemo
      title={t('demo.depart.title')}
      intro={t('demo.depart.intro')}
      fields={[
        { name: 'departs', label: t('demo.depart.many'), input: <DepartPickerInput /> },
        { name: 'depart', label: t('demo.depart.one'), input: <DepartPickerInput multiple={false} /> },
      ]}
    />
  );
}
