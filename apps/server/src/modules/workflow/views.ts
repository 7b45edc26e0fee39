import { entity } from '@yunzhan/common/entities/define';
import { datetime, dict, int, text } from '@yunzhan/common/entities/fields';

/**
 * The workflow's tables as the engine's schema language describes them: the operation log names them, and the
 * lists' Excel exports take their columns and labels from them. They are not registered entities: the workflow
 * module owns these tables and their routes (docs/workflow.md).
 */
const view = (name: string, table: string, title: string, en: string, permPrefix: string) => ({
  name,
  table,
  title,
  en,
  apiBase: `/workflow/${name.split('.')[1]}`,
  permPrefix,
  scope: 'tenant' as const,
});

export const wfModelView = entity({
  ...view('wf.model', 'act_model', '流程模型', 'Process model', 'workflow:model'),
  fields: {
    name: text({ label: '模型名称', en: 'Name', max: 100 }),
    modelKey: text({ label: '模型标识', en: 'Key', max: 64 }),
    category: text({ label: '分类', en: 'Category', max: 64 }),
    revision: int({ label: '修订', en: 'Revision' }),
    deployedVersion: int({ label: '已部署版本', en: 'Deployed version' }),
    deployTime: datetime({ label: '部署时间', en: 'Deployed' }),
  },
});

export const wfProcessView = entity({
  ...view('wf.process', 'act_process', '流程定义', 'Process definition', 'workflow:process'),
  fields: {
    name: text({ label: '流程名称', en: 'Name', max: 100 }),
    processKey: text({ label: '流程标识', en: 'Key', max: 64 }),
    version: int({ label: '版本', en: 'Version' }),
    status: dict('bpm_process_status', { label: '状态', en: 'Status', numeric: true }),
  },
});

export const wfBusinessView = entity({
  ...view('wf.business', 'act_business', '流程申请', 'Application', 'workflow:apply'),
  fields: {
    title: text({ label: '标题', en: 'Title', max: 200 }),
    processName: text({ label: '流程', en: 'Process', max: 100 }),
    status: dict('bpm_apply_status', { label: '状态', en: 'Status', numeric: true }),
    result: dict('bpm_result', { label: '结果', en: 'Result', numeric: true }),
    applyTime: datetime({ label: '提交时间', en: 'Submitted' }),
  },
});

export const wfTaskView = entity({
  ...view('wf.task', 'wf_task', '流程任务', 'Task', 'workflow:done'),
  fields: {
    title: text({ label: '标题', en: 'Title', max: 200 }),
    processName: text({ label: '流程', en: 'Process', max: 100 }),
    nodeName: text({ label: '环节', en: 'Step', max: 200 }),
    applicantName: text({ label: '申请人', en: 'Applicant', max: 100 }),
    action: dict('bpm_action', { label: '处理结果', en: 'Action' }),
    comment: text({ label: '意见', en: 'Comment', max: 1000 }),
    arrivedAt: datetime({ label: '到达时间', en: 'Arrived' }),
    endTime: datetime({ label: '处理时间', en: 'Handled' }),
    durationText: text({ label: '耗时', en: 'Duration', max: 50 }),
  },
});

export const wfInstanceView = entity({
  ...view('wf.instance', 'wf_instance', '流程实例', 'Process instance', 'workflow:instance'),
  fields: {
    title: text({ label: '标题', en: 'Title', max: 200 }),
    processName: text({ label: '流程', en: 'Process', max: 100 }),
    version: int({ label: '版本', en: 'Version' }),
    applicantName: text({ label: '申请人', en: 'Applicant', max: 100 }),
    status: dict('bpm_instance_status', { label: '状态', en: 'Status' }),
    currTaskName: text({ label: '当前环节', en: 'Current step', max: 200 }),
    startTime: datetime({ label: '开始时间', en: 'Started' }),
    endTime: datetime({ label: '结束时间', en: 'Ended' }),
    durationText: text({ label: '耗时', en: 'Duration', max: 50 }),
  },
});
