import { PickerInput, positionSource, roleSource } from '../../components/Pickers';
import WidgetDemo from './WidgetDemo';

export default function PopupDemo() {
  return (
    <WidgetDemo
      title="弹窗选择"
      intro="通用选择弹窗：每页 5 条（5/10/20/30），单选时点击行替换选择，多选时点击行切换选择。"
      fields={[
        { name: 'roles', label: '角色（多选）', input: <PickerInput source={roleSource} multiple /> },
        { name: 'position', label: '职务（单选）', input: <PickerInput source={positionSource} /> },
      ]}
    />
  );
}
