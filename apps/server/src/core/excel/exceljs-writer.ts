import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * The stream a streaming worksheet feeds its XML into: archiver's PassThrough in front of the zip's deflate
 * stream. exceljs writes to it without heeding backpressure, so a fast row source outruns compression and memory
 * grows with the row count; the exporter waits on it instead. Read from exceljs 4.x internals
 * (`WorksheetWriter.stream.pipes`), which its typings do not show; an empty list if that shape ever changes,
 * and the export memory test then fails.
 */
export function sheetZipInputs(sheet: ExcelJS.Worksheet): Writable[] {
  const stream: { pipes?: unknown } | undefined = Reflect.get(sheet, 'stream');
  return Array.isArray(stream?.pipes) ? (stream.pipes as Writable[]) : [];
}
