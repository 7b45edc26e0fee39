import { JTreeSelect } from '../../components/TreeSelect';
import WidgetDemo from './WidgetDemo';

export default function TreeSelectDemo() {
  return (
    <WidgetDemo
      title="树形选择"
      intro="JTreeSelect：任一已登记的树形表经 /sys/dict/loadTreeData 按层加载，展开节点时才加载子节点；condition 须为 JSON 对象字符串，下拉最高 400 像素。"
      fields={[
        { name: 'depart', label: '部门', input: <JTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" /> },
        {
          name: 'departs',
          label: '部门（多选）',
          input: <JTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" multiple />,
        },
        {
          name: 'company',
          label: '按条件（公司）',
          input: <JTreeSelect dict="sys_depart,depart_name,id" condition='{"org_category":"1"}' />,
        },
        {
          name: 'bad',
          label: '错误的条件',
          input: <JTreeSelect dict="sys_depart,depart_name,id" condition="org_category=1" />,
        },
      ]}
    />
  );
}
