import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

interface Node {
  name: string;
  code: string;
  children?: Node[];
}

/** 分类字典 Excel export and import: the codes of the file carry the tree, new codes are generated on import. */
describe('category import and export', () => {
  let t: TestApp;
  let token: string;
  const tree = async () =>
    (await call(t, 'GET', '/sys/category/loadTreeRoot?async=false', { token })).body.result as Node[];
  const find = (nodes: Node[], name: string): Node | undefined =>
    nodes.reduce<Node | undefined>((hit, n) => hit ?? (n.name === name ? n : find(n.children ?? [], name)), undefined);

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('imports a tree whatever the row order, under a parent named by code, and refuses codes that exist', async () => {
    const [top, other] = await tree();
    const file = await xlsxOf([
      ['类型名称', '类型编码', '父级节点'],
      ['蓝牙耳机', 'Z01A01A01', ''],
      ['音频', 'Z01', ''],
      ['耳机', 'Z01A01', ''],
      ['配件', '', top.code],
      ['已有编码', other.code, ''],
      ['孤儿', 'Q09A01', ''],
    ]);
    const res = (await postImport(t, '/sys/category/importExcel', 'c.xlsx', file, token)).json();
    expect(res).toMatchObject({ success: true, code: 201 });
    expect(res.result).toMatchObject({ successCount: 4, errorCount: 2 });

    const nodes = await tree();
    const audio = find(nodes, '音频') as Node;
    expect(audio.code).toMatch(/^[A-Z]\d\d$/);
    expect(audio.children?.map((c) => c.name)).toEqual(['耳机']);
    const earphone = audio.children?.[0] as Node;
    expect(earphone.code.startsWith(audio.code)).toBe(true);
    expect(earphone.children?.map((c) => [c.name, c.code.startsWith(earphone.code)])).toEqual([['蓝牙耳机', true]]);
    const accessory = find(nodes, '配件') as Node;
    expect(accessory.code.startsWith(top.code)).toBe(true);
    expect(find(nodes, '已有编码')).toBeUndefined();
    expect(find(nodes, '孤儿')).toBeUndefined();
  });

  it('exports names and codes, and the export imports again without doubling anything', async () => {
    const res = await t.app.inject({ url: `${API}/sys/category/exportXls`, headers: { 'x-access-token': token } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (book.worksheets[0].getSheetValues() as unknown[][]).map((r) => (r ?? []).slice(1));
    expect(values.flat()).toEqual(expect.arrayContaining(['类型名称', '类型编码', '音频']));
    const before = JSON.stringify(await tree());
    const again = (await postImport(t, '/sys/category/importExcel', 'c.xlsx', res.rawPayload, token)).json();
    expect(again.result.successCount).toBe(0);
    expect(JSON.stringify(await tree())).toBe(before);
  });
});
