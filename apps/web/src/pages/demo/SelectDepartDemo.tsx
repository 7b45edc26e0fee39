import { DepartPickerInput } from '../../components/Pickers';
import WidgetDemo from './WidgetDemo';

export default function SelectDepartDemo() {
  return (
    <WidgetDemo
      title="部门选择"
      intro="部门选择弹窗：搜索与部门树，可切换父子关联；保存部门 id，以逗号分隔。"
      fields={[
        { name: 'departs', label: '部门（多选）', input: <DepartPickerInput /> },
        { name: 'depart', label: '部门（单选）', input: <DepartPickerInput multiple={false} /> },
      ]}
    />
  );
}
