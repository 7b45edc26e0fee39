import { checkExpression } from '@yunzhan/common/workflow/index';
import { Flex, Form, Switch, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { uiLanguage, useT } from '../../../locales/screens/workflow';
import type { Element, ModelEditor } from '../modeler/model-editor';
import { variablesOfForm } from '../problems/process-forms';
import CommitInput from './CommitInput';
import { flowOptions } from './element-kind';
import { variableLabels } from './variable-labels';

interface Props {
  editor: ModelEditor;
  element: Element;
}

/** The `${…}` condition of a flow, checked as it is typed against the variables of the process's form. */
function ConditionField({ editor, element }: Props) {
  const t = useT();
  const formKey = editor.process().get('yz:formKey') as string | undefined;
  const current = String(element.businessObject.conditionExpression?.body ?? '');
  const check = (text: string) =>
    text.trim() ? checkExpression(text.trim(), variablesOfForm(formKey), uiLanguage()) : null;
  const [error, setError] = useState(() => check(current));
  return (
    <Form.Item
      label={t('bpmn.condition')}
      htmlFor="bpmn-condition"
      validateStatus={error ? 'error' : undefined}
      help={error ?? undefined}
      extra={
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('bpmn.variables')}
          </Typography.Text>
          <Flex wrap gap={4} style={{ marginTop: 4 }}>
            {variableLabels(formKey).map((v) => (
              <Tooltip key={v.name} title={v.label}>
                <Tag style={{ marginInlineEnd: 0 }}>{v.name}</Tag>
              </Tooltip>
            ))}
          </Flex>
        </>
      }
    >
      <CommitInput
        id="bpmn-condition"
        multiline
        value={current}
        placeholder={t('bpmn.conditionPlaceholder')}
        status={error ? 'error' : undefined}
        onDraft={(text) => setError(check(text))}
        onCommit={(text) => editor.setCondition(element, text)}
      />
    </Form.Item>
  );
}

/** A sequence flow: its name, its condition out of a gateway that chooses, and whether it is the default way. */
export default function FlowForm({ editor, element }: Props) {
  const t = useT();
  const bo = element.businessObject;
  const options = flowOptions(bo);
  const isDefault = !!bo.sourceRef && bo.sourceRef.default === bo;
  return (
    <>
      {options.defaultToggle && (
        <Form.Item label={t('bpmn.defaultFlow')} extra={t('bpmn.defaultFlowHint')}>
          <Switch
            checked={isDefault}
            aria-label={t('bpmn.defaultFlow')}
            onChange={(on) => editor.setDefaultFlow(element, on)}
          />
        </Form.Item>
      )}
      {options.condition && !isDefault && (
        <ConditionField key={String(bo.conditionExpression?.body ?? '')} editor={editor} element={element} />
      )}
    </>
  );
}
