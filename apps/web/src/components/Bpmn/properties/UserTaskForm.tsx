import { APPROVAL_MODES, EMPTY_ACTIONS, TIMEOUT_ACTIONS } from '@yunzhan/common/workflow/user-task';
import { Alert, Checkbox, Divider, Form, Select } from 'antd';
import { useEffect } from 'react';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import { DepartPickerInput, RoleCodeSelect, UserPickerInput } from '../../Pickers';
import type { Element, ModelEditor } from '../modeler/model-editor';
import DurationInput from './DurationInput';
import { changedAttrs, userTaskAttrs, userTaskForm, type UserTaskForm as Values } from './user-task-attrs';

const FLAGS = ['deptHead', 'leader', 'applicant'] as const;

const loopOf = (element: Element) => {
  const loop = element.businessObject.loopCharacteristics;
  return loop ? { sequential: loop.isSequential === true } : undefined;
};
const formOf = (element: Element) => userTaskForm((name) => element.businessObject.get(`yz:${name}`), loopOf(element));

/** Who approves a user task and how: approvers, approval mode, due time and what happens past it or without anyone. */
export default function UserTaskForm({
  editor,
  element,
  revision,
}: {
  editor: ModelEditor;
  element: Element;
  revision: number;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const dueIn = Form.useWatch('dueIn', form);
  const values = formOf(element);
  const noApprover =
    !values.assignee && !values.candidateUsers && !values.candidateRoles.length && !values.candidateDeparts;
  const nobody = noApprover && !FLAGS.some((f) => values[f]);

  // A change elsewhere (undo, redo) shows in the fields; setting them does not write back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is the diagram's change counter.
  useEffect(() => {
    form.setFieldsValue(formOf(element));
  }, [form, element, revision]);

  const write = (_: Partial<Values>, all: Values) => {
    const attrs = userTaskAttrs(all, !!loopOf(element));
    const changed = changedAttrs((name) => element.businessObject.get(name), attrs);
    if (Object.keys(changed).length) editor.update(element, changed);
  };
  const option = (prefix: string) => (value: string) => ({ value, label: t(`bpmn.${prefix}.${value}` as MessageKey) });

  return (
    <Form form={form} layout="vertical" initialValues={values} onValuesChange={write}>
      <Divider titlePlacement="start" plain>
        {t('bpmn.approvers')}
      </Divider>
      {nobody && <Alert type="warning" showIcon title={t('bpmn.noApprover')} style={{ marginBottom: 12 }} />}
      <Form.Item name="assignee" label={t('bpmn.assignee')}>
        <UserPickerInput multiple={false} />
      </Form.Item>
      <Form.Item name="candidateUsers" label={t('bpmn.candidateUsers')}>
        <UserPickerInput />
      </Form.Item>
      <Form.Item name="candidateRoles" label={t('bpmn.candidateRoles')}>
        <RoleCodeSelect />
      </Form.Item>
      <Form.Item name="candidateDeparts" label={t('bpmn.candidateDeparts')}>
        <DepartPickerInput />
      </Form.Item>
      {FLAGS.map((flag) => (
        <Form.Item key={flag} name={flag} valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{t(`bpmn.${flag}` as MessageKey)}</Checkbox>
        </Form.Item>
      ))}
      <Divider titlePlacement="start" plain>
        {t('bpmn.howToApprove')}
      </Divider>
      <Form.Item name="mode" label={t('bpmn.mode')}>
        <Select options={APPROVAL_MODES.map(option('mode'))} />
      </Form.Item>
      <Form.Item name="dueIn" label={t('bpmn.dueIn')}>
        <DurationInput placeholder={t('bpmn.noDue')} />
      </Form.Item>
      {dueIn && (
        <Form.Item name="onTimeout" label={t('bpmn.onTimeout')}>
          <Select options={TIMEOUT_ACTIONS.map(option('onTimeout'))} />
        </Form.Item>
      )}
      <Form.Item name="onEmpty" label={t('bpmn.onEmpty')}>
        <Select options={EMPTY_ACTIONS.map(option('onEmpty'))} />
      </Form.Item>
    </Form>
  );
}
