import { dict, text, textarea } from '../fields';

/**
 * The back-office fields of every public form (CONTENT.md 互动表单): processing status, handler, reply, internal
 * notes, and where a submission came from. The public writes none of them: an entity's `intake.fields` names what it
 * may send, and no intake entity is public, so the notes never leave the back office.
 */
export const intakeFields = () => ({
  status: dict('intake_status', { label: '处理状态', en: 'Status', default: 'pending', search: 'eq', width: 90 }),
  handler: text({ label: '处理人', en: 'Handled by', max: 50, search: 'like', width: 100 }),
  reply: textarea({ label: '回复', en: 'Reply', max: 2000, list: false }),
  notes: textarea({ label: '内部备注', en: 'Internal note', max: 2000, list: false }),
  ip: text({ label: 'IP', max: 64, readonly: true, form: false, width: 130 }),
  userAgent: text({ label: '浏览器', en: 'Browser', max: 500, readonly: true, form: false, list: false }),
});
