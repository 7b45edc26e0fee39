import { Input } from 'antd';
import { PickerInput, positionSource, roleSource } from '../../components/Pickers';
import { JPopup } from '../../components/PopupPicker';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function PopupDemo() {
  return (
    <WidgetDemo
      title={t('demo.popup.title')}
      intro={t('demo.popup.intro')}
      fields={[
        { name: 'roles', label: t('demo.popup.roles'), input: <PickerInput source={roleSource()} multiple /> },
        { name: 'position', label: t('demo.popup.position'), input: <PickerInput source={positionSource()} /> },
        {
          name: 'departName',
          label: t('demo.popup.depart'),
          input: <JPopup code="report_depart" orgFields="depart_name,org_code" destFields="departName,orgCode" />,
        },
        { name: 'orgCode', label: t('demo.popup.orgCode'), input: <Input readOnly /> },
        {
          name: 'categories',
          label: t('demo.popup.categories'),
          input: <JPopup code="report_category" orgFields="name" destFields="categories" multi />,
        },
        {
          name: 'broken',
          label: t('demo.popup.broken'),
          input: <JPopup code="report_category" orgFields="name,code" destFields="broken" />,
        },
      ]}
    />
  );
}
