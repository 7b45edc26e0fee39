/** One row that was not imported; `message` is the whole line of the error report. */
export interface ImportRowError {
  /** The Excel row number. */
  readonly rowNumber: number;
  readonly message: string;
}

/** A row error in the contract's style (§5.4): "第 3 行：用户名已经存在，忽略导入。". */
export const rowError = (rowNumber: number, text: string): ImportRowError => ({
  rowNumber,
  message: `第 ${rowNumber} 行：${text}`,
});

/** Body of the error text file linked from an import with errors: one line per error, in row order. */
export function importErrorReport(errors: readonly ImportRowError[]): string {
  const lines = [...errors].sort((a, b) => a.rowNumber - b.rowNumber).map((e) => e.message);
  return lines.length > 0 ? `${lines.join('\r\n')}\r\n` : '';
}

/** The `msg` of an import with errors (contract §5.4). */
export const importResultMessage = (total: number, success: number, errorCount: number) =>
  `总上传行数：${total}，已导入行数：${success}，错误行数：${errorCount}`;

/** The message of an import without errors (contract §5.4). */
export const importAllSuccessMessage = (total: number) => `共${total}行数据全部导入成功！`;
