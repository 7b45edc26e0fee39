import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { API, type TestApp } from './helpers.js';

/** An .xlsx written by exceljs's ordinary (non-streaming) writer, cells as given. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A legacy BIFF8 .xls written by SheetJS. */
export function xlsOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** A multipart body with one file in the field `file`, as the web app's import dialog sends it. */
export function multipart(name: string, data: Buffer) {
  const boundary = '----yunzhan-excel';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a file to an `importExcel` endpoint (path without the API prefix). */
export function postImport(t: TestApp, path: string, name: string, data: Buffer, token: string) {
  const m = multipart(name, data);
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload: m.payload,
    headers: { ...m.headers, 'x-access-token': token },
  });
}
