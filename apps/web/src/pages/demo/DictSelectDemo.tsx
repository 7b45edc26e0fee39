import { DictSearchSelect, DictSelect } from '../../components/DictSelect';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function DictSelectDemo() {
  return (
    <WidgetDemo
      title={t('demo.dict.title')}
      intro={t('demo.dict.intro')}
      fields={[
        { name: 'sexSelect', label: t('demo.dict.select'), input: <DictSelect dictCode="sex" /> },
        {
          name: 'sexRadio',
          label: t('demo.dict.radio'),
          input: <DictSelect dictCode="sex" type="radio" />,
          initialValue: '1',
        },
        { name: 'sexButton', label: t('demo.dict.button'), input: <DictSelect dictCode="sex" type="radioButton" /> },
        {
          name: 'statusCheck',
          label: t('demo.dict.checkbox'),
          input: <DictSelect dictCode="user_status" type="checkbox" />,
        },
        {
          name: 'statusMulti',
          label: t('demo.dict.multi'),
          input: <DictSelect dictCode="user_status" type="multiSelect" />,
        },
        { name: 'user', label: t('demo.dict.search'), input: <DictSearchSelect dict="sys_user,realname,username" /> },
      ]}
    />
  );
}
