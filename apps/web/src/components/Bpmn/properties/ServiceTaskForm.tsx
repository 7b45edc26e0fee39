import { WORKFLOW_SERVICES } from '@yunzhan/common/workflow/model-check';
import { Form, Select } from 'antd';
import { uiLanguage, useT } from '../../../locales/screens/workflow';
import type { Element, ModelEditor } from '../modeler/model-editor';

/** The built-in service a service task runs (`yz:service`). */
export default function ServiceTaskForm({ editor, element }: { editor: ModelEditor; element: Element }) {
  const t = useT();
  const en = uiLanguage() === 'en';
  const options = Object.entries(WORKFLOW_SERVICES).map(([value, s]) => ({ value, label: en ? s.en : s.label }));
  return (
    <Form.Item label={t('bpmn.service')} htmlFor="bpmn-service">
      <Select
        id="bpmn-service"
        allowClear
        placeholder={t('common.select')}
        options={options}
        value={element.businessObject.get('yz:service') || undefined}
        onChange={(service?: string) => editor.update(element, { 'yz:service': service || undefined })}
      />
    </Form.Item>
  );
}
