import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../errors.js';
import { newId } from '../time.js';
import { Measure, type Received, receive } from './receive.js';

export const CHUNK_BYTES = 5 * 1024 * 1024;
/** An unfinished upload untouched this long is abandoned: its chunks are removed. */
export const ABANDONED_MS = 24 * 60 * 60 * 1000;

/** A resumable upload in progress: announced first, then sent as numbered chunks in any order. */
export interface ChunkedUpload {
  id: string;
  owner: string;
  biz: string;
  name: string;
  size: number;
  chunkSize: number;
  chunks: number;
  created: number;
}

const ID = /^[0-9a-f]{32}$/;
const PART = /^(\d+)\.part$/;
const gone = () => new ApiError('上传任务不存在或已过期，请重新上传', 404, 404);

/**
 * Chunks of resumable uploads, each in its own folder under the upload root (`.chunks/<id>/<n>.part` beside
 * `meta.json`). A chunk streams to a temporary name and is renamed when whole, so a broken connection never leaves
 * a short chunk that looks done. Only the user who started an upload sees it.
 */
export class ChunkStore {
  readonly root: string;

  constructor(
    uploadRoot: string,
    readonly chunkSize = CHUNK_BYTES,
  ) {
    this.root = join(uploadRoot, '.chunks');
  }

  async create(owner: string, biz: string, name: string, size: number): Promise<ChunkedUpload> {
    const upload: ChunkedUpload = {
      id: newId(),
      owner,
      biz,
      name,
      size,
      chunkSize: this.chunkSize,
      chunks: Math.max(1, Math.ceil(size / this.chunkSize)),
      created: Date.now(),
    };
    await mkdir(this.dirOf(upload.id), { recursive: true });
    await writeFile(join(this.dirOf(upload.id), 'meta.json'), JSON.stringify(upload));
    return upload;
  }

  async get(owner: string, id: string): Promise<ChunkedUpload> {
    if (!ID.test(id)) throw gone();
    const raw = await readFile(join(this.dirOf(id), 'meta.json'), 'utf8').catch(() => undefined);
    const upload = raw ? (JSON.parse(raw) as ChunkedUpload) : undefined;
    if (!upload || upload.owner !== owner) throw gone();
    return upload;
  }

  /** Indexes of the chunks that arrived whole, ascending. */
  async present(upload: ChunkedUpload): Promise<number[]> {
    const names = await readdir(this.dirOf(upload.id)).catch(() => [] as string[]);
    return names
      .map((n) => PART.exec(n)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  }

  expectedSize(upload: ChunkedUpload, index: number): number {
    return index < upload.chunks - 1 ? upload.chunkSize : upload.size - upload.chunkSize * (upload.chunks - 1);
  }

  /** Streams chunk `index` to disk; refuses it as soon as it passes its size. Answers the chunks now present. */
  async put(upload: ChunkedUpload, index: number, source: Readable): Promise<number[]> {
    if (!Number.isInteger(index) || index < 0 || index >= upload.chunks) throw new ApiError('分片序号不正确');
    const expected = this.expectedSize(upload, index);
    const temp = join(this.dirOf(upload.id), `${index}.${newId()}.tmp`);
    try {
      const { size } = await receive(source, temp, expected);
      if (size !== expected) throw new ApiError(`分片大小不正确：应为${expected}字节`);
      await rename(temp, join(this.dirOf(upload.id), `${index}.part`));
    } finally {
      await rm(temp, { force: true });
    }
    return this.present(upload);
  }

  /** Joins the chunks in order into `target`, measuring the whole; every chunk must be there. */
  async assemble(upload: ChunkedUpload, target: string, limit: number): Promise<Received> {
    const have = new Set(await this.present(upload));
    const missing = Array.from({ length: upload.chunks }, (_, i) => i).filter((i) => !have.has(i));
    if (missing.length) throw new ApiError(`分片不完整，缺少：${missing.slice(0, 20).join(',')}`);
    const dir = this.dirOf(upload.id);
    const measure = new Measure(limit);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(
      async function* () {
        for (let i = 0; i < upload.chunks; i++) yield* createReadStream(join(dir, `${i}.part`));
      },
      measure,
      createWriteStream(target),
    );
    return measure.result();
  }

  async remove(id: string): Promise<void> {
    if (ID.test(id)) await rm(this.dirOf(id), { recursive: true, force: true });
  }

  /** Removes uploads whose folder has not changed for `maxAge`; answers how many. */
  async sweep(now = Date.now(), maxAge = ABANDONED_MS): Promise<number> {
    const ids = await readdir(this.root).catch(() => [] as string[]);
    let removed = 0;
    for (const id of ids.filter((n) => ID.test(n))) {
      const touched = await stat(this.dirOf(id)).then(
        (s) => s.mtimeMs,
        () => now,
      );
      if (now - touched > maxAge) {
        await this.remove(id);
        removed++;
      }
    }
    return removed;
  }

  private dirOf(id: string): string {
    return join(this.root, id);
  }
}
