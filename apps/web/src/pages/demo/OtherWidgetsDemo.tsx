import { Button, Space } from 'antd';
import { useState } from 'react';
import DetailsModal from '../../components/DetailsModal';
import Ellipsis from '../../components/Ellipsis';
import InputPop from '../../components/InputPop';
import TagsInput from '../../components/TagsInput';
import YesNoSwitch from '../../components/YesNoSwitch';
import WidgetDemo from './WidgetDemo';

const LONG = '云站是面向硬件厂商的多站点内容管理后台，产品、驱动、手册、服务网点都在这里维护。';

export default function OtherWidgetsDemo() {
  const [details, setDetails] = useState(false);
  return (
    <WidgetDemo
      title="其他组件"
      intro="标签输入（两个字一个标签，分号分隔）、弹出文本框、是/否开关、省略文本与详细信息弹窗。"
      fields={[
        { name: 'tags', label: '标签', input: <TagsInput />, initialValue: '高清;投影' },
        { name: 'remark', label: '备注', input: <InputPop title="备注" placeholder="点击展开编辑" /> },
        { name: 'enabled', label: '是否启用', input: <YesNoSwitch />, initialValue: 'Y' },
      ]}
    >
      <Space direction="vertical" style={{ marginLeft: 140, marginBottom: 8 }}>
        <span>
          省略文本：
          <Ellipsis value={LONG} />
        </span>
        <Button onClick={() => setDetails(true)}>查看详细信息</Button>
      </Space>
      <DetailsModal open={details} onClose={() => setDetails(false)}>
        {LONG}
      </DetailsModal>
    </WidgetDemo>
  );
}
