import { AreaPicker, CoordinateInput, coordinatesRule } from '../../components/AreaPicker';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function AreaDemo() {
  return (
    <WidgetDemo
      title={t('demo.area.title')}
      intro={t('demo.area.intro')}
      fields={[
        { name: 'area', label: t('demo.area.cascader'), input: <AreaPicker />, initialValue: '440305' },
        { name: 'area2', label: t('demo.area.select'), input: <AreaPicker type="select" /> },
        { name: 'city', label: t('demo.area.city'), input: <AreaPicker depth={2} /> },
        { name: 'location', label: t('demo.area.location'), input: <CoordinateInput />, rules: [coordinatesRule] },
      ]}
    />
  );
}
