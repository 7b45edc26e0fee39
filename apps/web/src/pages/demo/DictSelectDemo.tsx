import { DictSearchSelect, DictSelect } from '../../components/DictSelect';
import WidgetDemo from './WidgetDemo';

export default function DictSelectDemo() {
  return (
    <WidgetDemo
      title="字典选择"
      intro="字典组件：选项来自本地字典缓存或 /sys/dict/getDictItems；搜索选择在输入停止 800 毫秒后查询 /sys/dict/loadDict。"
      fields={[
        { name: 'sexSelect', label: '下拉', input: <DictSelect dictCode="sex" /> },
        { name: 'sexRadio', label: '单选', input: <DictSelect dictCode="sex" type="radio" />, initialValue: '1' },
        { name: 'sexButton', label: '按钮组', input: <DictSelect dictCode="sex" type="radioButton" /> },
        { name: 'statusCheck', label: '多选框', input: <DictSelect dictCode="user_status" type="checkbox" /> },
        { name: 'statusMulti', label: '多选下拉', input: <DictSelect dictCode="user_status" type="multiSelect" /> },
        { name: 'user', label: '搜索选择', input: <DictSearchSelect dict="sys_user,realname,username" /> },
      ]}
    />
  );
}
