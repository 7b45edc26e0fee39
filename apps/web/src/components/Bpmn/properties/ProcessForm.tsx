import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import { schemaTitle } from '../../entity/texts';
import type { ModelEditor } from '../modeler/model-editor';
import { PROCESS_FORMS } from '../problems/process-forms';
import CommitInput from './CommitInput';
import { isXmlId } from './element-kind';

/** The key of a model whose process id is fixed: shown, and set back when the diagram has another one. */
function FixedKey({ editor, fixedKey }: { editor: ModelEditor; fixedKey: string }) {
  const t = useT();
  const id = String(editor.process().id ?? '');
  return (
    <Form.Item label={t('bpmn.processKey')} htmlFor="bpmn-process-key" extra={t('bpmn.processKeyFixed')}>
      <Input id="bpmn-process-key" value={id} readOnly />
      {id !== fixedKey && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('bpmn.keyMismatch', { id, key: fixedKey })}
          action={
            <Button size="small" onClick={() => editor.updateProcess({ id: fixedKey })}>
              {t('bpmn.useKey', { key: fixedKey })}
            </Button>
          }
        />
      )}
    </Form.Item>
  );
}

/** The process: its name, its key (the process id; fixed to the model's key when given), its form and category. */
export default function ProcessForm({ editor, fixedKey }: { editor: ModelEditor; fixedKey?: string }) {
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
      {fixedKey ? (
        <FixedKey editor={editor} fixedKey={fixedKey} />
      ) : (
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
      )}
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
