import { PartReader, type RawRow, type Relationship } from './exceljs-reader.js';
import type { ImportLimits } from './limits.js';
import { badFormat } from './limits.js';
import type { CellValue, SheetRow } from './sheet-row.js';
import { ZipArchive } from './zip-archive.js';

const REL_TYPE_END = { sharedStrings: '/sharedStrings', styles: '/styles' } as const;

/** A workbook relationship target ('worksheets/sheet1.xml' or '/xl/worksheets/sheet1.xml') as a zip entry name. */
function partName(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

function partOf(rels: Relationship[], type: keyof typeof REL_TYPE_END, fallback: string): string {
  const rel = rels.find((r) => r.Type?.endsWith(REL_TYPE_END[type]));
  return rel ? partName(rel.Target) : fallback;
}

/** The value exceljs gives a cell, reduced to what an import needs. */
function cellValue(raw: unknown): CellValue {
  if (raw == null) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date) {
    return raw;
  }
  if (typeof raw !== 'object') return null;
  if ('richText' in raw && Array.isArray(raw.richText)) {
    return raw.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
  }
  // A formula's cached result; the formula itself is never looked at.
  if ('result' in raw) return cellValue(raw.result);
  if ('error' in raw && typeof raw.error === 'string') return raw.error;
  if ('text' in raw) return cellValue(raw.text);
  return null;
}

function sheetRow(raw: RawRow, number: number): SheetRow {
  const cells: CellValue[] = [];
  raw.values.forEach((v, col) => {
    if (col > 0) cells[col - 1] = cellValue(v);
  });
  return { number, cells };
}

/**
 * The rows of the workbook's first sheet. Only the parts an import needs are inflated (within the limits), in the
 * order that needs no temporary files: relationships, workbook, shared strings, styles, then the sheet streamed.
 */
export async function* xlsxRows(file: Buffer, limits: ImportLimits): AsyncGenerator<SheetRow> {
  const zip = new ZipArchive(file, limits);
  const optional = (name: string) => (zip.has(name) ? zip.textStream(name) : undefined);
  const parts = new PartReader();
  const { relationships, sheetRelIds } = await parts.readWorkbook(
    zip.textStream('xl/_rels/workbook.xml.rels'),
    zip.textStream('xl/workbook.xml'),
  );
  const firstSheet = relationships.find((r) => r.Id === sheetRelIds[0]);
  if (!firstSheet) throw badFormat();
  await parts.readSharedStrings(optional(partOf(relationships, 'sharedStrings', 'xl/sharedStrings.xml')));
  await parts.readStyles(optional(partOf(relationships, 'styles', 'xl/styles.xml')));

  let previous = 0;
  for await (const raw of parts.rows(zip.text(partName(firstSheet.Target)))) {
    // The row number attribute is optional in the file format.
    const number = Number.isFinite(raw.number) ? raw.number : previous + 1;
    previous = number;
    yield sheetRow(raw, number);
  }
}
