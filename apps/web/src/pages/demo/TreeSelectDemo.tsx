import { JTreeSelect } from '../../components/TreeSelect';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function TreeSelectDemo() {
  return (
    <WidgetDemo
      title={t('demo.tree.title')}
      intro={t('demo.tree.intro')}
      fields={[
        {
          name: 'depart',
          label: t('demo.tree.depart'),
          input: <JTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" />,
        },
        {
          name: 'departs',
          label: t('demo.depart.many'),
          input: <JTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" multiple />,
        },
        {
          name: 'company',
          label: t('demo.tree.company'),
          input: <JTreeSelect dict="sys_depart,depart_name,id" condition='{"org_category":"1"}' />,
        },
        {
          name: 'bad',
          label: t('demo.tree.bad'),
          input: <JTreeSelect dict="sys_depart,depart_name,id" condition="org_category=1" />,
        },
      ]}
    />
  );
}
