export { type DictText, type ExportCell, exportCell } from './export-value.js';
export { type WriteEntityXlsxOptions, writeEntityXlsx } from './export-xlsx.js';
export type { DictValue } from './field-value.js';
export {
  type ImportRowError,
  importAllSuccessMessage,
  importErrorReport,
  importResultMessage,
  rowError,
} from './import-report.js';
export { type ImportRow, type ImportRows, type ReadEntityRowsOptions, readEntityRows } from './import-rows.js';
export { DEFAULT_IMPORT_LIMITS, FORMAT_ERROR, type ImportLimits } from './limits.js';
