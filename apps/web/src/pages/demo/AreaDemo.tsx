import { AreaPicker, CoordinateInput, coordinatesRule } from '../../components/AreaPicker';
import WidgetDemo from './WidgetDemo';

export default function AreaDemo() {
  return (
    <WidgetDemo
      title="省市区选择"
      intro="省 → 市 → 区（行政区划数据，根编码 86），级联或逐级下拉；服务网点的经纬度输入带范围校验。"
      fields={[
        { name: 'area', label: '级联', input: <AreaPicker />, initialValue: '440305' },
        { name: 'area2', label: '逐级下拉', input: <AreaPicker type="select" /> },
        { name: 'city', label: '只到市', input: <AreaPicker depth={2} /> },
        { name: 'location', label: '经纬度', input: <CoordinateInput />, rules: [coordinatesRule] },
      ]}
    />
  );
}
