import { Space } from 'antd';
import { useT } from '../../../locales/screens/workflow';

/** What the colours of a highlighted diagram mean. */
export default function HighlightLegend() {
  const t = useT();
  return (
    <Space className="yz-bpmn-legend" size={16}>
      <span>
        <i className="yz-bpmn-swatch yz-bpmn-swatch-active" />
        {t('bpmn.legendActive')}
      </span>
      <span>
        <i className="yz-bpmn-swatch yz-bpmn-swatch-completed" />
        {t('bpmn.legendCompleted')}
      </span>
    </Space>
  );
}
