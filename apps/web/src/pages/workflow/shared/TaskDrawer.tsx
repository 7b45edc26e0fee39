import { useQuery } from '@tanstack/react-query';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Alert, Button, Descriptions, Drawer, Form, Space, Spin, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { editApplication, type Task, type TaskDetail } from '../../../api/workflow-tasks';
import EntityFormItems from '../../../components/entity/EntityFormItems';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { validValues } from '../../../utils/form-values';
import CommentBox, { type CommentValues, useAttachments } from './CommentBox';
import ContentReviewLink from './ContentReviewLink';
import DueTime from './DueTime';
import FlowSections from './FlowSections';
import FormView from './FormView';
import { formDataOf, formEntityOf } from './form-entity';
import { taskDetailQuery } from './queries';
import TaskActionModal from './TaskActionModal';
import { CodeTag, PRIORITY } from './tags';
import { takesComment, taskButtons } from './task-actions';
import { useTaskRunner } from './use-task-runner';

function TaskSummary({ task }: { task: Task }) {
  const t = useT();
  return (
    <Descriptions
      size="small"
      column={3}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'applicant', label: t('approval.applicant'), children: task.applicantName || task.applicant },
        { key: 'process', label: t('approval.process'), children: task.processName },
        { key: 'node', label: t('approval.node'), children: task.name },
        { key: 'created', label: t('approval.arrivedTime'), children: task.createTime },
        ...(task.dueTime ? [{ key: 'due', label: t('approval.dueTime'), children: <DueTime task={task} /> }] : []),
        {
          key: 'priority',
          label: t('approval.priority'),
          children: <CodeTag dict={PRIORITY} value={task.priority} text={task.priority_dictText} />,
        },
      ]}
    />
  );
}

interface BodyProps {
  detail: TaskDetail;
  onClose(): void;
}

/** The task once read: the application, the comment box, history and diagram, and the buttons it allows. */
function TaskBody({ detail, onClose }: BodyProps) {
  const t = useT();
  const [commentForm] = Form.useForm<CommentValues>();
  const [dataForm] = Form.useForm();
  const attachments = useAttachments(commentForm);
  const entity = formEntityOf(detail.formKey ?? detail.business.formKey);
  const editable = !!entity && detail.task.kind === 'applicant' && detail.actions.includes('pass');
  // A returned application is resubmitted as the applicant left it: the form is saved first (editForm), then 通过.
  const saveEdited = async (form: EntityDef) => {
    const values = await validValues(dataForm);
    if (!values) return false;
    const saved = await editApplication({ id: detail.business.id, data: formDataOf(form, values) });
    if (!saved.success) feedback.message.warning(saved.message);
    return saved.success;
  };
  const runner = useTaskRunner({
    taskId: detail.task.id,
    commentForm,
    attachments,
    beforePass: editable && entity ? () => saveEdited(entity) : undefined,
    onClose,
  });
  useEffect(() => {
    if (editable) dataForm.setFieldsValue(detail.data);
  }, [editable, dataForm, detail.data]);
  const buttons = taskButtons(detail);
  const { token } = theme.useToken();
  // The buttons stay in view at the bottom of the drawer while the application and its history scroll.
  const footerStyle = {
    position: 'sticky',
    bottom: -24,
    margin: '0 -24px -24px',
    padding: '12px 24px',
    background: token.colorBgElevated,
    borderTop: `1px solid ${token.colorBorderSecondary}`,
  } as const;

  return (
    <>
      <TaskSummary task={detail.task} />
      {detail.task.suspended && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('approval.suspendedHint')} />
      )}
      {entity && <Typography.Title level={5}>{t('approval.application')}</Typography.Title>}
      {entity && editable && (
        <Form form={dataForm} labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} name="returned_application">
          <EntityFormItems entity={entity} mode="edit" />
        </Form>
      )}
      {entity && !editable && <FormView entity={entity} data={detail.data} />}
      <ContentReviewLink business={detail.business} />
      <div style={{ marginTop: 16 }}>
        <FlowSections procInstId={detail.task.procInstId} events={detail.history} />
      </div>
      {takesComment(detail.actions) && <CommentBox form={commentForm} />}
      {buttons.length > 0 && (
        <div style={footerStyle}>
          <Space wrap data-testid="task-actions">
            {buttons.map((button) => (
              <Button
                key={button.action}
                type={button.type}
                danger={button.danger}
                loading={runner.busy && !runner.dialog}
                onClick={() => void runner.press(button)}
              >
                {t(button.label)}
              </Button>
            ))}
          </Space>
        </div>
      )}
      <TaskActionModal
        button={runner.dialog}
        backNodes={detail.backNodes}
        busy={runner.busy}
        onCancel={runner.closeDialog}
        onConfirm={runner.confirmDialog}
      />
    </>
  );
}

/** 办理: a task's drawer. */
export default function TaskDrawer({ taskId, onClose }: { taskId: string | null; onClose(): void }) {
  const t = useT();
  const detail = useQuery({ ...taskDetailQuery(taskId ?? ''), enabled: !!taskId });
  return (
    <Drawer
      title={detail.data?.task.title ?? t('approval.handle')}
      open={!!taskId}
      onClose={onClose}
      size={1000}
      destroyOnHidden
      data-testid="task-drawer"
    >
      <Spin spinning={detail.isPending && !!taskId}>
        {detail.isError && <Alert type="warning" showIcon title={detail.error.message} />}
        {detail.data && <TaskBody key={detail.data.task.id} detail={detail.data} onClose={onClose} />}
      </Spin>
    </Drawer>
  );
}
