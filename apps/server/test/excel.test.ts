import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import {
  date,
  datetime,
  dict,
  entity,
  int,
  money,
  number,
  password,
  switchField,
  text,
  textarea,
  time,
} from '@yunzhan/common/entities/index';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/core/errors.js';
import { sheetZipInputs } from '../src/core/excel/exceljs-writer.js';
import {
  FORMAT_ERROR,
  type ImportLimits,
  importAllSuccessMessage,
  importErrorReport,
  importResultMessage,
  readEntityRows,
  rowError,
  writeEntityXlsx,
} from '../src/core/excel/index.js';
import { sheetName } from '../src/core/excel/sheet-name.js';
import { xlsOf, xlsxOf } from './excel-files.js';

const user = entity({
  name: 'test.excelUser',
  table: 'test_excel_user',
  apiBase: '/test/excelUser',
  permPrefix: 'test:excelUser',
  title: '用户',
  fields: {
    username: text({ label: '用户名', required: true, max: 20 }),
    realname: text({ label: '真实姓名' }),
    phone: text({ label: '手机号码', pattern: 'm' }),
    sex: dict('sex', { label: '性别', numeric: true }),
    roles: dict('role', { label: '角色', multi: true }),
    age: int({ label: '年龄', min: 0, max: 150 }),
    salary: money({ label: '工资' }),
    score: number({ label: '评分' }),
    birthday: date({ label: '生日' }),
    lastLogin: datetime({ label: '最后登录' }),
    workStart: time({ label: '上班时间' }),
    active: switchField({ label: '启用' }),
    note: textarea({ label: '备注', list: false }),
    secret: password({ label: '密码' }),
  },
});

const DICTS: Record<string, Map<string, string>> = {
  sex: new Map([
    ['1', '男'],
    ['2', '女'],
  ]),
  roles: new Map([
    ['admin', '管理员'],
    ['editor', '编辑'],
  ]),
};
const dictText = (field: string, value: unknown) => DICTS[field]?.get(String(value));
const dictValue = (field: string, label: string) =>
  [...(DICTS[field]?.entries() ?? [])].find(([, text]) => text === label)?.[0];

const LABELS = [
  '用户名',
  '真实姓名',
  '手机号码',
  '性别',
  '角色',
  '年龄',
  '工资',
  '评分',
  '生日',
  '最后登录',
  '上班时间',
  '启用',
];

function sampleRow(i: number): Record<string, unknown> {
  return {
    id: `id${i}`,
    username: `user${i}`,
    realname: `姓名${i}`,
    phone: `138${String(i).padStart(8, '0')}`,
    sex: (i % 2) + 1,
    roles: i % 3 === 0 ? 'admin,editor' : 'editor',
    age: 20 + (i % 50),
    salary: 1000 + i + 0.25,
    score: i / 8,
    birthday: `1990-01-${String((i % 28) + 1).padStart(2, '0')}`,
    lastLogin: `2024-05-06 07:08:${String(i % 60).padStart(2, '0')}`,
    workStart: '09:30:00',
    active: i % 2 === 0 ? 'Y' : 'N',
    note: 'not exported',
    secret: 'never exported',
  };
}

async function* iterate<T>(items: Iterable<T>): AsyncGenerator<T> {
  yield* items;
}

async function exportXlsx(rows: Iterable<Record<string, unknown>>, columns?: string[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeEntityXlsx({ entity: user, rows: iterate(rows), exporter: '张三', columns, dictText }, out);
  return Buffer.concat(chunks);
}

const importFile = (file: Buffer | string, fileName = 'users.xlsx', limits?: Partial<ImportLimits>) =>
  readEntityRows({ entity: user, file, fileName, dictValue, limits });

interface ZipPart {
  name: string;
  data: string | Buffer;
  /** Size written in the headers instead of the real one (a lying zip bomb). */
  declaredSize?: number;
}

/** A zip built by hand, deflating every part; the reader under test does not check CRCs, so they are 0. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.from(part.data);
    const packed = deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The smallest workbook our reader accepts, around the given sheet and shared-strings XML. */
function minimalWorkbook(sheetXml: string, sharedStringsXml?: string, sheetDeclaredSize?: number): Buffer {
  const rels = [`<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`];
  if (sharedStringsXml) {
    rels.push(`<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`);
  }
  const parts: ZipPart[] = [
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declaredSize: sheetDeclaredSize },
  ];
  if (sharedStringsXml) parts.push({ name: 'xl/sharedStrings.xml', data: sharedStringsXml });
  return zipOf(parts);
}

const inlineRow = (r: number, values: string[]) =>
  `<row r="${r}">${values
    .map((v, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`)
    .join('')}</row>`;
const sheetXml = (rows: string, before = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${before}<worksheet xmlns="${MAIN_NS}"><sheetData>${rows}</sheetData></worksheet>`;

async function importError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
}

const tempDir = mkdtempSync(join(tmpdir(), 'yunzhan-excel-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('export', () => {
  it('lays out title, exporter and labels, names the sheet after the title and translates values', async () => {
    const file = await exportXlsx([sampleRow(3)]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('用户');
    expect(sheet.getCell('A1').value).toBe('用户报表');
    expect(sheet.model.merges).toContain(`A1:L1`);
    expect(sheet.getCell('A2').value).toBe('导出人:张三');
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(LABELS);
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      'user3',
      '姓名3',
      '13800000003',
      '女',
      '管理员,编辑',
      23,
      1003.25,
      0.375,
      '1990-01-04',
      '2024-05-06 07:08:03',
      '09:30:00',
      '否',
    ]);
    expect(sheet.rowCount).toBe(4);
  });

  it('exports the chosen columns only and never a sensitive or unknown one', async () => {
    const file = await exportXlsx([sampleRow(1)], ['realname', 'username', 'createTime']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(3).values as unknown[]).slice(1)).toEqual(['真实姓名', '用户名', '创建日期']);
    await expect(exportXlsx([], ['secret'])).rejects.toThrow('不支持导出的列：secret');
    await expect(exportXlsx([], ['nope'])).rejects.toThrow('不支持导出的列：nope');
  });

  it('writes formula-like text as inert text with a leading quote', async () => {
    const attacks = ['=1+2', '+SUM(A1:A2)', '-3+4', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil")'];
    const file = await exportXlsx(attacks.map((realname, i) => ({ ...sampleRow(i), realname })));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    attacks.forEach((attack, i) => {
      const cell = sheet.getCell(4 + i, 2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // XML turns a bare CR into LF when read; the guard is what matters here.
      expect(cell.value).toBe(`'${attack.replace('\r', '\n')}`);
    });
    // Titles and the exporter's name are guarded too; negative numbers stay numbers.
    const evil = new PassThrough();
    const chunks: Buffer[] = [];
    evil.on('data', (c: Buffer) => chunks.push(c));
    await writeEntityXlsx(
      { entity: user, rows: iterate([{ ...sampleRow(0), age: -1 }]), exporter: '=cmd|x', dictText },
      evil,
    );
    const evilBook = new ExcelJS.Workbook();
    await evilBook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(evilBook.worksheets[0].getCell('A2').value).toBe('导出人:=cmd|x');
    expect(evilBook.worksheets[0].getCell('F4').value).toBe(-1);
  });

  it('sanitises sheet names to Excel rules', () => {
    expect(sheetName('a[b]:c*d?e/f\\g')).toBe('a_b__c_d_e_f_g');
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName('很长的标题'.repeat(10))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
    expect(sheetName('History')).toBe('Sheet1');
  });

  it('destroys the output when the rows fail', async () => {
    const out = new PassThrough();
    out.resume();
    async function* broken(): AsyncGenerator<Record<string, unknown>> {
      yield sampleRow(1);
      throw new Error('database gone');
    }
    await expect(writeEntityXlsx({ entity: user, rows: broken(), exporter: 'x', dictText }, out)).rejects.toThrow(
      'database gone',
    );
    expect(out.destroyed).toBe(true);
  });

  it('finds the zip stream it waits on inside exceljs', async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough().resume() });
    const sheet = book.addWorksheet('s');
    sheet.addRow(['x']).commit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const inputs = sheetZipInputs(sheet);
    expect(inputs).toHaveLength(1);
    expect(typeof inputs[0].write).toBe('function');
    sheet.commit();
    await book.commit();
  });

  it('stops waiting when the client goes away', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    function* endless() {
      for (let i = 0; ; i++) yield sampleRow(i);
    }
    setTimeout(() => out.destroy(), 200);
    await expect(
      writeEntityXlsx({ entity: user, rows: iterate(endless()), exporter: 'x', dictText }, out),
    ).rejects.toThrow('export output closed');
  });

  it('streams 100 000 rows with bounded memory', async () => {
    const count = 100_000;
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    function* generated() {
      for (let i = 0; i < count; i++) yield sampleRow(i);
    }
    const before = process.memoryUsage();
    const peak = { rss: 0, heapUsed: 0, arrayBuffers: 0 };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      for (const key of Object.keys(peak) as (keyof typeof peak)[]) {
        peak[key] = Math.max(peak[key], now[key] - before[key]);
      }
    }, 20);
    const started = performance.now();
    try {
      await writeEntityXlsx({ entity: user, rows: iterate(generated()), exporter: '张三', dictText }, sink);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    console.info(
      `export ${count} rows: ${mb(bytes)} MB xlsx in ${seconds.toFixed(1)} s; peak growth ` +
        `rss ${mb(peak.rss)} MB, heap ${mb(peak.heapUsed)} MB, buffers ${mb(peak.arrayBuffers)} MB`,
    );
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(peak.rss).toBeLessThan(100 * 1024 * 1024);
    expect(peak.heapUsed).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);
});

describe('import', () => {
  it('reads back what the export wrote (round trip, dictionaries both ways)', async () => {
    const source = [0, 1, 2, 3].map(sampleRow);
    source[1].realname = '=1+2';
    source[2].phone = '';
    source[2].realname = "'=quoted";
    source[3].realname = "'plain";
    const result = await importFile(await exportXlsx(source));
    expect(result.errors).toEqual([]);
    expect(result.totalCount).toBe(4);
    expect(result.rows.map((r) => r.rowNumber)).toEqual([4, 5, 6, 7]);
    result.rows.forEach(({ values }, i) => {
      const { id: _id, note: _note, secret: _secret, ...expected } = source[i];
      if (expected.phone === '') delete expected.phone;
      expect(values).toEqual(expected);
    });
  });

  it('reads a plain sheet whose first row is the header, ignoring unknown columns', async () => {
    const file = await xlsxOf([
      ['备注', '用户名', '不认识的列', '性别', '生日'],
      ['一些备注', 'alice', 'x', '女', new Date(Date.UTC(2001, 1, 3))],
      [],
      ['', 'bob', 'y', '男', '2002/3/4'],
    ]);
    const result = await importFile(file);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { rowNumber: 2, values: { note: '一些备注', username: 'alice', sex: 2, birthday: '2001-02-03' } },
      { rowNumber: 4, values: { username: 'bob', sex: 1, birthday: '2002-03-04' } },
    ]);
  });

  it('finds the header below JeecgBoot title rows and within the first five rows only', async () => {
    const titled = await xlsxOf([['用户报表'], ['导出人:管理员'], ['用户名', '年龄'], ['carol', 30]]);
    expect((await importFile(titled)).rows).toEqual([{ rowNumber: 4, values: { username: 'carol', age: 30 } }]);

    const tooLow = await xlsxOf([['a'], ['b'], ['c'], ['d'], ['e'], ['用户名'], ['dave']]);
    expect(await importError(importFile(tooLow))).toContain('没有找到表头');
    expect(await importError(importFile(await xlsxOf([])))).toContain('没有找到表头');
  });

  it('refuses a file without a required column', async () => {
    const file = await xlsxOf([['真实姓名'], ['无名']]);
    expect(await importError(importFile(file))).toBe('导入文件缺少必填列：用户名');
  });

  it('reports every validation error with its Excel row number', async () => {
    const header = [
      '用户名',
      '手机号码',
      '性别',
      '角色',
      '年龄',
      '工资',
      '评分',
      '生日',
      '最后登录',
      '上班时间',
      '启用',
    ];
    const ok = [
      'ok',
      '13800138000',
      '男',
      '管理员，编辑',
      '42',
      '12.5',
      '1.5',
      '2020-02-29',
      '2020-01-01',
      '8:05',
      '是',
    ];
    const variant = (index: number, value: unknown) => ok.map((v, i) => (i === index ? value : v));
    const file = await xlsxOf([
      ['用户报表'],
      ['导出人:x'],
      header,
      ok,
      variant(0, ''),
      variant(0, 'x'.repeat(21)),
      variant(1, '12345'),
      variant(2, '未知'),
      variant(3, '管理员,访客'),
      variant(4, '1.5'),
      variant(4, 'abc'),
      variant(4, 151),
      variant(4, -1),
      variant(5, '1.234'),
      variant(6, '十'),
      variant(7, '2021-02-29'),
      variant(8, '2020-01-01 25:00:00'),
      variant(9, '9点'),
      variant(10, '也许'),
      ['', '12', '', '', 'x'],
    ]);
    const result = await importFile(file);
    expect(result.totalCount).toBe(17);
    expect(result.rows).toEqual([
      {
        rowNumber: 4,
        values: {
          username: 'ok',
          phone: '13800138000',
          sex: 1,
          roles: 'admin,editor',
          age: 42,
          salary: 12.5,
          score: 1.5,
          birthday: '2020-02-29',
          lastLogin: '2020-01-01 00:00:00',
          workStart: '08:05:00',
          active: 'Y',
        },
      },
    ]);
    expect(result.errors.map((e) => e.message)).toEqual([
      '第 5 行：用户名不能为空',
      '第 6 行：用户名长度不能超过20个字符',
      '第 7 行：手机号码格式不正确，请输入正确的手机号码',
      '第 8 行：性别“未知”不是可选的值',
      '第 9 行：角色“访客”不是可选的值',
      '第 10 行：年龄必须是整数',
      '第 11 行：年龄必须是整数',
      '第 12 行：年龄不能大于150',
      '第 13 行：年龄不能小于0',
      '第 14 行：工资最多2位小数',
      '第 15 行：评分必须是数字',
      '第 16 行：生日日期格式不正确，应为YYYY-MM-DD',
      '第 17 行：最后登录日期格式不正确，应为YYYY-MM-DD HH:mm:ss',
      '第 18 行：上班时间时间格式不正确，应为HH:mm:ss',
      '第 19 行：启用只能填写是或否',
      '第 20 行：用户名不能为空；手机号码格式不正确，请输入正确的手机号码；年龄必须是整数',
    ]);
  });

  it('converts Excel number, date and boolean cells', async () => {
    const file = await xlsxOf([
      ['用户名', '年龄', '工资', '生日', '最后登录', '上班时间', '启用', '手机号码'],
      [
        'eve',
        41,
        0.1 + 0.2,
        new Date(Date.UTC(1999, 11, 31)),
        new Date(Date.UTC(2024, 1, 29, 23, 59, 58)),
        new Date(Date.UTC(1899, 11, 30, 17, 45, 0)),
        true,
        13900139000,
      ],
      ['frank', ' 5 ', '1,234.5', 36526, '2024-02-29 08:00', 0.5, 'n', ' 13900139001 '],
    ]);
    const result = await importFile(file);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => r.values)).toEqual([
      {
        username: 'eve',
        age: 41,
        salary: 0.3,
        birthday: '1999-12-31',
        lastLogin: '2024-02-29 23:59:58',
        workStart: '17:45:00',
        active: 'Y',
        phone: '13900139000',
      },
      {
        username: 'frank',
        age: 5,
        salary: 1234.5,
        birthday: '2000-01-01',
        lastLogin: '2024-02-29 08:00:00',
        workStart: '12:00:00',
        active: 'N',
        phone: '13900139001',
      },
    ]);
  });

  it('reads legacy .xls files', async () => {
    const file = xlsOf([
      ['用户报表'],
      ['导出人:管理员'],
      ['用户名', '性别', '年龄', '生日', '启用', '角色'],
      ['grace', '女', 28, new Date(2000, 4, 6), 'Y', '编辑'],
      ['', '男', 'x'],
    ]);
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const result = await importFile(file, 'users.xls');
    expect(result.rows).toEqual([
      {
        rowNumber: 4,
        values: { username: 'grace', sex: 2, age: 28, birthday: '2000-05-06', active: 'Y', roles: 'editor' },
      },
    ]);
    expect(result.errors).toEqual([{ rowNumber: 5, message: '第 5 行：用户名不能为空；年龄必须是整数' }]);
  });

  it('decides the format by content, not by the extension alone', async () => {
    const xlsx = await xlsxOf([['用户名'], ['henry']]);
    expect((await importFile(xlsx, 'renamed.xls')).rows).toHaveLength(1);
    expect((await importFile(xlsOf([['用户名'], ['ivy']]), 'renamed.xlsx')).rows).toHaveLength(1);
    expect(await importError(importFile(xlsx, 'users.csv'))).toBe(FORMAT_ERROR);
    expect(await importError(importFile(Buffer.from('用户名\nx\n'), 'users.xlsx'))).toBe(FORMAT_ERROR);
    expect(await importError(importFile(Buffer.from('PK\x03\x04 not really a zip'), 'users.xlsx'))).toBe(FORMAT_ERROR);
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
    expect(await importError(importFile(ole, 'users.xls'))).toBe(FORMAT_ERROR);
  });

  it('never lets header text reach object keys or prototypes', async () => {
    const header = ['用户名', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'];
    const data = ['jack', '{"polluted":1}', 'x', 'y', 'z', 'w'];
    for (const [file, name] of [
      [await xlsxOf([header, data]), 'p.xlsx'],
      [xlsOf([header, data]), 'p.xls'],
    ] as const) {
      const result = await importFile(file, name);
      expect(result.rows).toEqual([{ rowNumber: 2, values: { username: 'jack' } }]);
      expect(Object.keys(result.rows[0].values)).toEqual(['username']);
      expect(Object.getPrototypeOf(result.rows[0].values)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    // A dictionary text such as '__proto__' goes to the caller's lookup as plain text.
    const seen: string[] = [];
    const result = await readEntityRows({
      entity: user,
      file: await xlsxOf([
        ['用户名', '性别'],
        ['kate', '__proto__'],
      ]),
      fileName: 'p.xlsx',
      dictValue: (_field, label) => {
        seen.push(label);
        return undefined;
      },
    });
    expect(seen).toEqual(['__proto__']);
    expect(result.errors[0].message).toBe('第 2 行：性别“__proto__”不是可选的值');
  });

  it('resolves no XML entities', async () => {
    const strings = (doctype: string, text: string) =>
      `<?xml version="1.0"?>${doctype}<sst xmlns="${MAIN_NS}" count="2" uniqueCount="2"><si><t>用户名</t></si><si><t>${text}</t></si></sst>`;
    const sheet = sheetXml(
      `<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>`,
    );
    const external = strings('<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;');
    expect(await importError(importFile(minimalWorkbook(sheet, external)))).toBe(FORMAT_ERROR);

    const laughs = strings(
      '<!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>',
      '&c;',
    );
    expect(await importError(importFile(minimalWorkbook(sheet, laughs)))).toBe(FORMAT_ERROR);

    // A DOCTYPE without entity references is harmless and the file reads normally.
    const declared = strings('<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', 'liam');
    expect((await importFile(minimalWorkbook(sheet, declared))).rows).toEqual([
      { rowNumber: 2, values: { username: 'liam' } },
    ]);
  });

  it('reads a hand-made minimal workbook with inline strings', async () => {
    const file = minimalWorkbook(sheetXml(inlineRow(1, ['用户名', '真实姓名']) + inlineRow(2, ['mia', '米娅'])));
    expect((await importFile(file)).rows).toEqual([{ rowNumber: 2, values: { username: 'mia', realname: '米娅' } }]);
  });

  it('imports 10 000 rows in under 10 s', async () => {
    const file = await exportXlsx(Array.from({ length: 10_000 }, (_, i) => sampleRow(i)));
    const started = performance.now();
    const result = await importFile(file);
    const seconds = (performance.now() - started) / 1000;
    console.info(`import 10000 rows (${Math.round(file.length / 1024)} KB xlsx): ${seconds.toFixed(2)} s`);
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(10_000);
    expect(seconds).toBeLessThan(10);
  }, 60_000);
});

describe('import limits', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => [`user${i}`]);

  it('refuses a file over the size limit, given as bytes or as a path', async () => {
    const file = await xlsxOf([['用户名'], ...rows(10)]);
    expect(await importError(importFile(file, 'a.xlsx', { maxFileBytes: 1000 }))).toBe(
      '导入文件过大，不能超过1000字节',
    );
    const path = join(tempDir, 'big.xlsx');
    writeFileSync(path, file);
    expect(await importError(importFile(path, 'a.xlsx', { maxFileBytes: 1000 }))).toContain('导入文件过大');
    expect((await importFile(path)).rows).toHaveLength(10);
  });

  it('refuses too many zip entries', async () => {
    const file = await xlsxOf([['用户名'], ['x']]);
    expect(await importError(importFile(file, 'a.xlsx', { maxZipEntries: 3 }))).toBe('导入文件过大，压缩条目超过3个');
  });

  it('refuses more rows or columns than allowed', async () => {
    const file = await xlsxOf([['用户名'], ...rows(6)]);
    expect((await importFile(file, 'a.xlsx', { maxRows: 6 })).rows).toHaveLength(6);
    expect(await importError(importFile(file, 'a.xlsx', { maxRows: 5 }))).toBe('导入数据超过5行');
    expect(await importError(importFile(xlsOf([['用户名'], ...rows(6)]), 'a.xls', { maxRows: 5 }))).toBe(
      '导入数据超过5行',
    );

    const wide = [['用户名', 'b', 'c', 'd', 'e', 'f'], ['x']];
    expect(await importError(importFile(await xlsxOf(wide), 'a.xlsx', { maxColumns: 5 }))).toBe('导入数据超过5列');
    expect(await importError(importFile(xlsOf(wide), 'a.xls', { maxColumns: 5 }))).toBe('导入数据超过5列');
  });

  it('stops a zip bomb: by declared sizes before inflating, by counting when sizes lie', async () => {
    const padding = ' '.repeat(5 * 1024 * 1024);
    const bombXml = sheetXml(`${inlineRow(1, ['用户名'])}${padding}${inlineRow(2, ['x'])}`);
    const honest = minimalWorkbook(bombXml);
    expect(honest.length).toBeLessThan(20_000);
    const limits = { maxInflatedBytes: 1024 * 1024 };
    expect(await importError(importFile(honest, 'a.xlsx', limits))).toBe('导入文件过大，解压后超过1MB');

    const lying = minimalWorkbook(bombXml, undefined, 1000);
    expect(await importError(importFile(lying, 'a.xlsx', limits))).toBe('导入文件过大，解压后超过1MB');
    // With room to spare the same workbook reads fine.
    expect((await importFile(honest)).rows).toEqual([{ rowNumber: 2, values: { username: 'x' } }]);
  });
});

describe('import report', () => {
  it('writes one line per error and the contract messages', () => {
    const errors = [rowError(7, '用户名已经存在，忽略导入。'), rowError(3, '用户名不能为空')];
    expect(importErrorReport(errors)).toBe('第 3 行：用户名不能为空\r\n第 7 行：用户名已经存在，忽略导入。\r\n');
    expect(importErrorReport([])).toBe('');
    expect(importResultMessage(10, 8, 2)).toBe('总上传行数：10，已导入行数：8，错误行数：2');
    expect(importAllSuccessMessage(10)).toBe('共10行数据全部导入成功！');
  });
});
