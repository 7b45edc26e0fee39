import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import BpmnViewer from '../../../components/Bpmn/BpmnViewer';
import { highlightQuery } from './queries';

/** An instance's diagram with where it stands: the current nodes, the nodes done and the flows taken. */
export default function ProcessDiagram({ procInstId }: { procInstId: string }) {
  const diagram = useQuery(highlightQuery(procInstId));
  if (diagram.isError) return <Alert type="warning" showIcon title={diagram.error.message} />;
  if (!diagram.data) return <Spin style={{ display: 'block', padding: 48 }} />;
  const { xml, ...highlight } = diagram.data;
  return (
    <div data-testid="process-diagram">
      <BpmnViewer xml={xml} highlight={highlight} height={420} />
    </div>
  );
}
