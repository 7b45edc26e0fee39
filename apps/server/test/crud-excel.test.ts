import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport } from './excel-files.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

describe('export and import through the API', () => {
  let t: TestApp;
  let token: string;
  const importFile = (name: string, data: Buffer, tk = token) =>
    postImport(t, '/sys/position/importExcel', name, data, tk);
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin');
    for (const [code, name, rank] of [
      ['E01', '总经理', '5'],
      ['E02', '=HYPERLINK("http://evil")', '3'],
      ['E03', '工程师', '2'],
    ]) {
      await call(t, 'POST', '/sys/position/add', { token, body: { code, name, postRank: rank } });
    }
  });
  afterAll(() => t.close());

  it('exports the filtered list as xlsx with the contract layout, dictionary text and no live formula', async () => {
    const res = await t.app.inject({
      url: `${API}/sys/position/exportXls?column=code&order=asc`,
      headers: { 'x-access-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('职务.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getCell('A1').value).toBe('职务报表');
    expect(String(ws.getCell('A2').value)).toContain('导出人:');
    const header = (ws.getRow(3).values as unknown[]).filter(Boolean);
    expect(header).toEqual(['职务编码', '职务名称', '职级']);
    expect(ws.getRow(4).getCell(1).value).toBe('E01');
    expect(ws.getRow(4).getCell(3).value).toBe('正高级');
    const evil = ws.getRow(5).getCell(2);
    expect(evil.formula).toBeUndefined();
    expect(String(evil.value).startsWith("'=")).toBe(true);
  });

  it('exports only the selected rows', async () => {
    const list = await call(t, 'GET', '/sys/position/list?code=E03', { token });
    const id = list.body.result.records[0].id;
    const res = await t.app.inject({
      url: `${API}/sys/position/exportXls?selections=${id}`,
      headers: { 'x-access-token': token },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(4);
  });

  it('imports good rows in one go and reports bad ones with a downloadable error file (code 201)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('职务');
    ws.addRow(['职务编码', '职务名称', '职级']);
    ws.addRow(['N01', '新职务一', '中级']);
    ws.addRow(['N02', '新职务二', '不存在的职级']);
    ws.addRow(['E01', '重复编码', '中级']);
    ws.addRow(['', '缺编码', '中级']);
    ws.addRow(['N03', '新职务三', '员级']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile('职务.xlsx', data);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(body.result).toMatchObject({ totalCount: 5, successCount: 2, errorCount: 3 });
    expect(body.result.msg).toBe('总上传行数：5，已导入行数：2，错误行数：3');
    const report = await t.app.inject({ url: `${API}${body.result.fileUrl}`, headers: { 'x-access-token': token } });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('第 4 行：职务编码已经存在，忽略导入。');
    expect((await call(t, 'GET', '/sys/position/list?code=N01,N03', { token })).body.result.total).toBe(2);
  });

  it('answers a clean import with the all-success message; refuses a non-spreadsheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('职务');
    ws.addRow(['职务编码', '职务名称', '职级']);
    ws.addRow(['C01', '清洁', '员级']);
    const ok = (await importFile('ok.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))).json();
    expect(ok).toMatchObject({ success: true, message: '共1行数据全部导入成功！' });
    const bad = (await importFile('evil.xlsx', Buffer.from('not a spreadsheet'))).json();
    expect(bad).toMatchObject({ success: false, message: '文件格式不正确，请上传.xls或.xlsx文件' });
  });

  it('needs the import permission', async () => {
    const auditor = await login(t, 'auditor');
    expect((await importFile('x.xlsx', Buffer.from('x'), auditor)).statusCode).toBe(403);
  });
});
