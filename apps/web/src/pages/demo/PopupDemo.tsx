import { Input } from 'antd';
import { PickerInput, positionSource, roleSource } from '../../components/Pickers';
import { JPopup } from '../../components/PopupPicker';
import WidgetDemo from './WidgetDemo';

export default function PopupDemo() {
  return (
    <WidgetDemo
      title="弹窗选择"
      intro="通用选择弹窗：每页 5 条（5/10/20/30），单选时点击行替换选择，多选时点击行切换选择。报表弹窗（JPopup）：按报表编码取列与数据，把所选记录的原始字段写入目标字段，宽 1200，响应缓存 30 秒。"
      fields={[
        { name: 'roles', label: '角色（多选）', input: <PickerInput source={roleSource()} multiple /> },
        { name: 'position', label: '职务（单选）', input: <PickerInput source={positionSource()} /> },
        {
          name: 'departName',
          label: '报表弹窗：部门',
          input: <JPopup code="report_depart" orgFields="depart_name,org_code" destFields="departName,orgCode" />,
        },
        { name: 'orgCode', label: '机构编码（带回）', input: <Input readOnly /> },
        {
          name: 'categories',
          label: '报表弹窗：分类（多选）',
          input: <JPopup code="report_category" orgFields="name" destFields="categories" multi />,
        },
        {
          name: 'broken',
          label: '配置错误',
          input: <JPopup code="report_category" orgFields="name,code" destFields="broken" />,
        },
      ]}
    />
  );
}
