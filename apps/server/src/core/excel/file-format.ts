export type SpreadsheetFormat = 'xlsx' | 'xls';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The format by the file's first bytes, never by its name alone: a zip is read as .xlsx, an OLE compound file as
 * .xls. The extension only has to be one of the two; undefined means neither.
 */
export function detectFormat(head: Uint8Array, fileName: string): SpreadsheetFormat | undefined {
  if (!/\.xlsx?$/i.test(fileName)) return undefined;
  const starts = (magic: Buffer) => head.length >= magic.length && magic.equals(head.subarray(0, magic.length));
  if (starts(ZIP_MAGIC)) return 'xlsx';
  if (starts(OLE_MAGIC)) return 'xls';
  return undefined;
}
