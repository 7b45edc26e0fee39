import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { badFormat, type ImportLimits, inflatedTooLarge, tooManyEntries } from './limits.js';

/**
 * A read-only view of a zip held in memory, read through its central directory. Unlike a forward-only unzip,
 * this lets us check every entry's declared size before inflating anything and read the parts of a workbook in
 * the order we need them.
 */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** Compressed bytes handed to zlib at a time; bounds what one write can inflate to (deflate tops out near 1:1032). */
const INPUT_CHUNK = 16 * 1024;

function findEndOfDirectory(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = buf.length - EOCD_SIZE; at >= lowest; at--) {
    if (buf.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw badFormat();
}

/** Counts inflated bytes of all entries against the limit, and each entry against the size it declared. */
class InflateBudget {
  private used = 0;
  constructor(private readonly max: number) {}

  take(entry: ZipEntry, entryTotal: number, bytes: number): void {
    this.used += bytes;
    if (this.used > this.max || entryTotal > entry.size) throw inflatedTooLarge(this.max);
  }
}

export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private readonly budget: InflateBudget;

  /** Reads the central directory; rejects too many entries or too many declared bytes before inflating any. */
  constructor(
    private readonly buf: Buffer,
    limits: ImportLimits,
  ) {
    this.budget = new InflateBudget(limits.maxInflatedBytes);
    const eocd = findEndOfDirectory(buf);
    const count = buf.readUInt16LE(eocd + 10);
    const directorySize = buf.readUInt32LE(eocd + 12);
    let at = buf.readUInt32LE(eocd + 16);
    if (count > limits.maxZipEntries) throw tooManyEntries(limits.maxZipEntries);
    // Zip64 and multi-disk archives are never produced for spreadsheets of the allowed size.
    if (buf.readUInt16LE(eocd + 4) !== 0 || at + directorySize > eocd) throw badFormat();

    let declared = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw badFormat();
      const flags = buf.readUInt16LE(at + 8);
      const nameLength = buf.readUInt16LE(at + 28);
      const entry: ZipEntry = {
        name: buf.toString('utf8', at + 46, at + 46 + nameLength),
        method: buf.readUInt16LE(at + 10),
        compressedSize: buf.readUInt32LE(at + 20),
        size: buf.readUInt32LE(at + 24),
        localHeaderOffset: buf.readUInt32LE(at + 42),
      };
      if (flags & ENCRYPTED_FLAG || (entry.method !== STORED && entry.method !== DEFLATED)) throw badFormat();
      declared += entry.size;
      if (declared > limits.maxInflatedBytes) throw inflatedTooLarge(limits.maxInflatedBytes);
      if (!this.entries.has(entry.name)) this.entries.set(entry.name, entry);
      at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's inflated bytes, streamed; throws as soon as the inflate budget is exceeded. */
  async *chunks(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw badFormat();
    let total = 0;
    for await (const chunk of this.inflate(entry)) {
      total += chunk.length;
      this.budget.take(entry, total, chunk.length);
      yield chunk;
    }
  }

  /**
   * The entry as UTF-8 text (the encoding of every workbook part), decoded across chunk boundaries: exceljs's
   * XML parser decodes each chunk on its own, which would break characters split between two chunks.
   */
  async *text(name: string): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8');
    for await (const chunk of this.chunks(name)) yield decoder.write(chunk);
    yield decoder.end();
  }

  /** The text as a Node stream, for parsers that want one. */
  textStream(name: string): Readable {
    return Readable.from(this.text(name));
  }

  private compressedData(entry: ZipEntry): Buffer {
    const at = entry.localHeaderOffset;
    if (at + 30 > this.buf.length || this.buf.readUInt32LE(at) !== LOCAL_SIGNATURE) throw badFormat();
    const start = at + 30 + this.buf.readUInt16LE(at + 26) + this.buf.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > this.buf.length) throw badFormat();
    return this.buf.subarray(start, end);
  }

  private async *inflate(entry: ZipEntry): AsyncGenerator<Buffer> {
    const data = this.compressedData(entry);
    const pieces = function* () {
      for (let i = 0; i < data.length; i += INPUT_CHUNK) yield data.subarray(i, i + INPUT_CHUNK);
    };
    if (entry.method === STORED) {
      yield* pieces();
      return;
    }
    const source = Readable.from(pieces(), { objectMode: false });
    const inflater = source.pipe(createInflateRaw());
    try {
      yield* inflater;
    } finally {
      source.destroy();
      inflater.destroy();
    }
  }
}
