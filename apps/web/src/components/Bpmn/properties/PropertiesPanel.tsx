import { Empty, Form, Typography } from 'antd';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import type { Element, ModelEditor } from '../modeler/model-editor';
import { panelKind } from './element-kind';
import FlowForm from './FlowForm';
import NameForm from './NameForm';
import ProcessForm from './ProcessForm';
import ServiceTaskForm from './ServiceTaskForm';
import TimerForm from './TimerForm';
import UserTaskForm from './UserTaskForm';

interface Props {
  editor: ModelEditor | null;
  /** The selected element; none: the process. */
  element: Element | null;
  /** The diagram's change counter: the panel re-reads the element when it moves. */
  revision: number;
  /** The process id the model must keep. */
  processKey?: string;
}

/** Element types the panel's heading names; any other shows as BPMN calls it. */
const NAMED_TYPES = new Set([
  'Process',
  'StartEvent',
  'EndEvent',
  'UserTask',
  'ServiceTask',
  'ExclusiveGateway',
  'ParallelGateway',
  'InclusiveGateway',
  'IntermediateCatchEvent',
  'BoundaryEvent',
  'SequenceFlow',
  'TextAnnotation',
  'Group',
]);

function TypeName({ type }: { type: string }) {
  const t = useT();
  const name = type.replace('bpmn:', '');
  return <>{NAMED_TYPES.has(name) ? t(`bpmn.type.${name}` as MessageKey) : name}</>;
}

/** The properties of the selected element (or of the process), edited in place; every edit can be undone. */
export default function PropertiesPanel({ editor, element, revision, processKey }: Props) {
  const t = useT();
  if (!editor) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const bo = element?.businessObject ?? editor.process();
  const kind = panelKind(element?.businessObject);
  const key = `${bo.id}`;
  return (
    <div className="yz-bpmn-properties" data-testid="bpmn-properties">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <TypeName type={kind === 'process' ? 'bpmn:Process' : bo.$type} />
      </Typography.Title>
      <Typography.Text type="secondary" copyable={{ text: String(bo.id ?? '') }} style={{ fontSize: 12 }}>
        {t('bpmn.elementId')}: {String(bo.id ?? '')}
      </Typography.Text>
      <Form layout="vertical" style={{ marginTop: 16 }} component="div">
        {kind === 'process' || !element ? (
          <ProcessForm editor={editor} fixedKey={processKey} />
        ) : (
          <>
            <NameForm key={`name:${key}`} editor={editor} element={element} />
            {kind === 'serviceTask' && <ServiceTaskForm editor={editor} element={element} />}
            {kind === 'timer' && <TimerForm editor={editor} element={element} />}
            {kind === 'flow' && <FlowForm key={`flow:${key}`} editor={editor} element={element} />}
          </>
        )}
      </Form>
      {kind === 'userTask' && element && (
        <UserTaskForm key={key} editor={editor} element={element} revision={revision} />
      )}
    </div>
  );
}
