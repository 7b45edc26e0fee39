import { UserPickerInput } from '../../components/Pickers';
import WidgetDemo from './WidgetDemo';

export default function SelectUserDemo() {
  return (
    <WidgetDemo
      title="用户选择"
      intro="按部门选择用户：左侧部门树，右侧用户列表；默认保存用户账号。"
      fields={[
        { name: 'users', label: '用户（多选）', input: <UserPickerInput /> },
        { name: 'userId', label: '用户（单选，存 id）', input: <UserPickerInput store="id" multiple={false} /> },
      ]}
    />
  );
}
