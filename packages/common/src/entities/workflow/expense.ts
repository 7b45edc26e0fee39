import { entity } from '../define';
import { date, dict, file, money, textarea } from '../fields';

/** 费用报销: the form of the demo expense process (`yz:formKey="wf.expense"`). */
export const wfExpense = entity({
  name: 'wf.expense',
  scope: 'tenant',
  table: 'wf_expense',
  apiBase: '/workflow/form/expense',
  permPrefix: 'workflow:apply',
  title: '费用报销',
  en: 'Expense claim',
  embedded: true,
  fields: {
    expenseType: dict('expense_type', { label: '费用类型', en: 'Expense type', required: true }),
    amount: money({ label: '报销金额', en: 'Amount', required: true, min: 0.01, max: 10_000_000 }),
    occurDate: date({ label: '发生日期', en: 'Date', required: true }),
    description: textarea({ label: '费用说明', en: 'Description', required: true, max: 500 }),
    receipt: file({ label: '票据', en: 'Receipts', multiple: true, list: false }),
  },
});
