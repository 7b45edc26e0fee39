import ExcelJS from 'exceljs';

/**
 * The parts of exceljs's streaming WorkbookReader we drive ourselves. Its own `parse()` unzips forward-only with
 * no bound on inflated bytes and spills sheets to temporary files when the shared strings come later in the zip;
 * we feed its part parsers from our bounded zip reader instead. These methods are not in exceljs's typings;
 * exceljs is pinned to 4.x and the import tests cover every one of them.
 */
interface RawRow {
  readonly number: number;
  /** 1-based, sparse. */
  readonly values: readonly unknown[];
}

interface WorksheetReader {
  [Symbol.asyncIterator](): AsyncIterator<RawRow>;
}

interface Relationship {
  readonly Id: string;
  readonly Type: string;
  readonly Target: string;
}

interface InternalWorkbookReader {
  workbookRels?: Relationship[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: unknown[];
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseStyles(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorksheet(text: AsyncIterable<string>, sheetNo: string): Generator<{ value: WorksheetReader }>;
}

export type { RawRow, Relationship };

export class PartReader {
  private readonly reader: InternalWorkbookReader;

  constructor() {
    const options = { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore' } as const;
    // Widened to `object` first: the internal shape is not a subtype of the published one.
    const reader: object = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, options);
    this.reader = reader as InternalWorkbookReader;
  }

  /** Reads `xl/_rels/workbook.xml.rels` and `xl/workbook.xml`; returns the relationships and sheet rIds in order. */
  async readWorkbook(rels: NodeJS.ReadableStream, workbook: NodeJS.ReadableStream) {
    await this.reader._parseRels(rels);
    await this.reader._parseWorkbook(workbook);
    return {
      relationships: this.reader.workbookRels ?? [],
      sheetRelIds: (this.reader.model?.sheets ?? []).map((s) => s.rId),
    };
  }

  async readSharedStrings(part: NodeJS.ReadableStream | undefined): Promise<void> {
    this.reader.sharedStrings = [];
    if (part) for await (const _ of this.reader._parseSharedStrings(part));
  }

  /** Number formats, so that date cells come back as dates. */
  async readStyles(part: NodeJS.ReadableStream | undefined): Promise<void> {
    if (part) await this.reader._parseStyles(part);
  }

  rows(sheet: AsyncIterable<string>): AsyncIterable<RawRow> {
    const first = this.reader._parseWorksheet(sheet, '1').next();
    if (first.done) throw new Error('exceljs did not emit the worksheet');
    return first.value.value;
  }
}
