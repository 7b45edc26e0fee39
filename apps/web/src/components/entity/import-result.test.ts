import { describe, expect, it } from 'vitest';
import type { ImportEnvelope } from '../../api/entity';
import { errorFileUrl, importOutcome, isExcelFile } from './import-result';

const envelope = (over: Partial<ImportEnvelope>): ImportEnvelope => ({
  success: true,
  message: '文件导入成功！数据行数：2',
  code: 200,
  result: null,
  timestamp: 0,
  ...over,
});
const link = (fileUrl: string) => errorFileUrl('/system-api', fileUrl);

describe('import dialog results (spec §8)', () => {
  it('success closes with the message; success false warns with the message', () => {
    expect(importOutcome({ envelope: envelope({}) }, link)).toEqual({
      kind: 'success',
      message: '文件导入成功！数据行数：2',
    });
    expect(
      importOutcome({ envelope: envelope({ success: false, code: 500, message: '文件格式不正确' }) }, link),
    ).toEqual({ kind: 'rejected', message: '文件格式不正确' });
  });

  it('a success that carries a result (an initial password) is shown to keep, not as a passing toast', () => {
    const message = '文件导入成功！数据行数：2导入用户的初始密码为 Abc123def456ghi7 ，首次登录须修改密码。';
    expect(
      importOutcome(
        { envelope: envelope({ message, result: { initialPassword: 'Abc123def456ghi7' } as never }) },
        link,
      ),
    ).toEqual({ kind: 'success', message, lasting: true });
  });

  it('code 201 warns with msg and a link to the error file (no token in it)', () => {
    const outcome = importOutcome(
      {
        envelope: envelope({
          code: 201,
          message: '文件导入成功，但有错误。',
          result: { msg: '总上传行数：1，已导入行数：0，错误行数：1', fileUrl: '/sys/common/static/import/e.txt' },
        }),
      },
      link,
    );
    expect(outcome).toEqual({
      kind: 'partial',
      message: '总上传行数：1，已导入行数：0，错误行数：1',
      errorFileUrl: '/system-api/sys/common/static/import/e.txt',
    });
    // Stored files go by the file cookie: no token in any link.
    expect(link('/cms/ad/preview?id=1')).toBe('/system-api/cms/ad/preview?id=1');
  });

  it('504 or a timeout is 文件上传失败: 请求超时; other failures go to the global catalogue', () => {
    expect(importOutcome({ failure: { status: 504 } }, link)).toEqual({ kind: 'timeout' });
    expect(importOutcome({ failure: { timedOut: true } }, link)).toEqual({ kind: 'timeout' });
    expect(importOutcome({ failure: { status: 403 } }, link)).toEqual({ kind: 'failed', failure: { status: 403 } });
  });

  it('accepts .xls and .xlsx only', () => {
    expect(isExcelFile('职务.XLSX')).toBe(true);
    expect(isExcelFile('a.xls')).toBe(true);
    expect(isExcelFile('a.csv')).toBe(false);
  });
});
