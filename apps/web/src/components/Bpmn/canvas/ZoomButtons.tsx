import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type BaseViewer from 'bpmn-js/lib/BaseViewer';
import { useT } from '../../../locales/screens/workflow';
import { fitDiagram } from './use-bpmn';

interface ZoomScroll {
  stepZoom(delta: number): void;
}

/** Zoom in, zoom out and fit, floating over the canvas's top-right corner. */
export default function ZoomButtons({ instance }: { instance: BaseViewer | null }) {
  const t = useT();
  const step = (delta: number) => instance?.get<ZoomScroll>('zoomScroll').stepZoom(delta);
  const buttons = [
    { key: 'in', title: t('bpmn.zoomIn'), icon: <ZoomInOutlined />, run: () => step(1) },
    { key: 'out', title: t('bpmn.zoomOut'), icon: <ZoomOutOutlined />, run: () => step(-1) },
    { key: 'fit', title: t('bpmn.fit'), icon: <CompressOutlined />, run: () => instance && fitDiagram(instance) },
  ];
  return (
    <Space.Compact className="yz-bpmn-zoom">
      {buttons.map((b) => (
        <Tooltip key={b.key} title={b.title}>
          <Button size="small" icon={b.icon} aria-label={b.title} disabled={!instance} onClick={b.run} />
        </Tooltip>
      ))}
    </Space.Compact>
  );
}
