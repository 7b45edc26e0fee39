import { ApiError } from '../errors.js';

/** Bounds of one Excel import (SECURITY §4): checked before the work where possible, else while streaming. */
export interface ImportLimits {
  /** Size of the uploaded file in bytes. */
  maxFileBytes: number;
  /** Bytes the .xlsx zip entries may inflate to, all entries together. */
  maxInflatedBytes: number;
  maxZipEntries: number;
  /** Non-blank data rows below the header row. */
  maxRows: number;
  maxColumns: number;
}

const KB = 1024;
const MB = 1024 * KB;

export const DEFAULT_IMPORT_LIMITS: Readonly<ImportLimits> = {
  maxFileBytes: 20 * MB,
  maxInflatedBytes: 200 * MB,
  maxZipEntries: 1000,
  maxRows: 100_000,
  maxColumns: 200,
};

export function resolveLimits(limits: Partial<ImportLimits> = {}): ImportLimits {
  return { ...DEFAULT_IMPORT_LIMITS, ...limits };
}

function formatBytes(n: number): string {
  if (n >= MB) return `${Math.round((n / MB) * 10) / 10}MB`;
  if (n >= KB) return `${Math.round((n / KB) * 10) / 10}KB`;
  return `${n}字节`;
}

/** An import that cannot go on; the message is shown to the user as it is. */
export const importError = (message: string) => new ApiError(message);

export const FORMAT_ERROR = '文件格式不正确，请上传.xls或.xlsx文件';

export const badFormat = () => importError(FORMAT_ERROR);
export const fileTooLarge = (max: number) => importError(`导入文件过大，不能超过${formatBytes(max)}`);
export const inflatedTooLarge = (max: number) => importError(`导入文件过大，解压后超过${formatBytes(max)}`);
export const tooManyEntries = (max: number) => importError(`导入文件过大，压缩条目超过${max}个`);
export const tooManyRows = (max: number) => importError(`导入数据超过${max}行`);
export const tooManyColumns = (max: number) => importError(`导入数据超过${max}列`);
