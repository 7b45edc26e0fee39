export { wfExpense } from './expense';
export { wfLeave } from './leave';
