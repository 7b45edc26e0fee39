import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../errors.js';

/** Bytes of a file's head kept for content sniffing. */
export const HEAD_BYTES = 16;

export const tooLarge = (max: number) => new ApiError(`文件大小不能超过${Math.round(max / 1024 / 1024)}MB`, 413, 413);

/** What a stream turned out to be once on disk. */
export interface Received {
  size: number;
  head: Buffer;
  sha256: string;
}

/** Counts, hashes and keeps the head of the bytes passing through; fails as soon as more than `limit` pass. */
export class Measure extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private readonly heads: Buffer[] = [];

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void): void {
    if (this.size < HEAD_BYTES) this.heads.push(chunk.subarray(0, HEAD_BYTES));
    this.size += chunk.length;
    if (this.size > this.limit) {
      done(tooLarge(this.limit));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  result(): Received {
    return {
      size: this.size,
      head: Buffer.concat(this.heads).subarray(0, HEAD_BYTES),
      sha256: this.hash.digest('hex'),
    };
  }
}

/** Streams `source` into the file `target` (never whole in memory), refusing more than `limit` bytes while it streams. */
export async function receive(source: Readable, target: string, limit: number): Promise<Received> {
  await mkdir(dirname(target), { recursive: true });
  const measure = new Measure(limit);
  await pipeline(source, measure, createWriteStream(target));
  return measure.result();
}
