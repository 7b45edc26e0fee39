import { entity } from '../define';
import { date, dict, file, number, textarea } from '../fields';

/** 请假申请: the form of the demo leave process (`yz:formKey="wf.leave"`), filled in 发起申请 and read by approvers. */
export const wfLeave = entity({
  name: 'wf.leave',
  scope: 'tenant',
  table: 'wf_leave',
  apiBase: '/workflow/form/leave',
  permPrefix: 'workflow:apply',
  title: '请假申请',
  en: 'Leave request',
  embedded: true,
  fields: {
    leaveType: dict('leave_type', { label: '请假类型', en: 'Leave type', required: true }),
    startDate: date({ label: '开始日期', en: 'From', required: true }),
    endDate: date({ label: '结束日期', en: 'To', required: true }),
    days: number({ label: '请假天数', en: 'Days', required: true, min: 0.5, max: 365, precision: 1 }),
    reason: textarea({ label: '请假事由', en: 'Reason', required: true, max: 500 }),
    attachment: file({ label: '附件', en: 'Attachment', list: false }),
  },
});
