import { Form } from 'antd';
import { useT } from '../../../locales/screens/workflow';
import type { Element, ModelEditor } from '../modeler/model-editor';
import CommitInput from './CommitInput';

/** The name of an element (the text of an annotation), as its label on the canvas. */
export default function NameForm({ editor, element }: { editor: ModelEditor; element: Element }) {
  const t = useT();
  const bo = element.businessObject;
  const annotation = bo.$type === 'bpmn:TextAnnotation';
  const group = bo.$type === 'bpmn:Group';
  const value = annotation ? bo.text : group ? bo.categoryValueRef?.value : bo.name;
  return (
    <Form.Item label={annotation ? t('bpmn.text') : t('bpmn.name')} htmlFor="bpmn-name">
      <CommitInput
        id="bpmn-name"
        multiline={annotation}
        value={value ?? ''}
        onCommit={(text) => editor.rename(element, text)}
      />
    </Form.Item>
  );
}
