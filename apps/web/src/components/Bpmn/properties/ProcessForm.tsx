import { Form, Select } from 'antd';
import { useState } from 'react';
import { type MessageKey, useT } from '../../../locales/i18n';
import { schemaTitle } from '../../entity/texts';
import type { ModelEditor } from '../modeler/model-editor';
import { PROCESS_FORMS } from '../problems/process-forms';
import CommitInput from './CommitInput';
import { isXmlId } from './element-kind';

/** The process: its name, its key (the process id), its form and category. */
export default function ProcessForm({ editor }: { editor: ModelEditor }) {
  const t = useT();
  const process = editor.process();
  const [keyError, setKeyError] = useState<MessageKey | null>(null);
  const keyProblem = (id: string): MessageKey | null =>
    !isXmlId(id) ? 'bpmn.keyInvalid' : editor.idTaken(id, process) ? 'bpmn.keyTaken' : null;
  const forms = PROCESS_FORMS.map((f) => ({
    value: f.key,
    label: f.entity ? schemaTitle(f.entity) : t('bpmn.formContent'),
  }));
  return (
    <>
      <Form.Item label={t('bpmn.processName')} htmlFor="bpmn-process-name">
        <CommitInput
          id="bpmn-process-name"
          value={String(process.name ?? '')}
          onCommit={(name) => editor.updateProcess({ name: name.trim() || undefined })}
        />
      </Form.Item>
      <Form.Item
        label={t('bpmn.processKey')}
        htmlFor="bpmn-process-key"
        required
        validateStatus={keyError ? 'error' : undefined}
        help={keyError ? t(keyError) : undefined}
        extra={t('bpmn.processKeyHint')}
      >
        <CommitInput
          id="bpmn-process-key"
          value={String(process.id ?? '')}
          status={keyError ? 'error' : undefined}
          onDraft={(id) => setKeyError(keyProblem(id.trim()))}
          onCommit={(id) => {
            if (!keyProblem(id.trim())) editor.updateProcess({ id: id.trim() });
          }}
        />
      </Form.Item>
      <Form.Item label={t('bpmn.form')} htmlFor="bpmn-form" extra={t('bpmn.formHint')}>
        <Select
          id="bpmn-form"
          allowClear
          placeholder={t('bpmn.noForm')}
          options={forms}
          value={(process.get('yz:formKey') as string | undefined) || undefined}
          onChange={(formKey?: string) => editor.updateProcess({ 'yz:formKey': formKey || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('bpmn.category')} htmlFor="bpmn-category">
        <CommitInput
          id="bpmn-category"
          value={(process.get('yz:category') as string | undefined) ?? ''}
          onCommit={(category) => editor.updateProcess({ 'yz:category': category.trim() || undefined })}
        />
      </Form.Item>
    </>
  );
}
