/** The JeecgBoot `Result<T>` envelope (contract §1). */
export interface Result<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A page of records (contract §1 "Page payload"). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function ok<T>(result: T, message = '操作成功！'): Result<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(message: string, code = 500): Result<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

export function page<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return {
    records,
    total,
    size: pageSize,
    current: pageNo,
    pages: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
  };
}
