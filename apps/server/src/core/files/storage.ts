import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { formatDate, newId } from '../time.js';

const KEY = /^[a-z]+\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/**
 * Uploaded files on the local disk, outside the web root, under random names:
 * `<biz>/<yyyyMMdd>/<32 hex>.<ext>`. A key from a client is checked against that shape and resolved
 * under the root, so no path can escape it.
 */
export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  newKey(biz: string, ext: string): string {
    return `${biz}/${formatDate().replaceAll('-', '')}/${newId()}.${ext}`;
  }

  /** The absolute path of a stored key, or null for anything that is not one. */
  pathOf(key: string): string | null {
    if (!KEY.test(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    return (
      !!path &&
      (await stat(path)
        .then((s) => s.isFile())
        .catch(() => false))
    );
  }

  /** A stream of a stored file, or of the bytes `start`..`end` (both included) of it. */
  open(key: string, range?: { start: number; end: number }) {
    const path = this.pathOf(key);
    if (!path) throw new Error('invalid key');
    return createReadStream(path, range);
  }

  /** Bytes `start`..`end` (inclusive) of a stored file. */
  openRange(key: string, start: number, end: number) {
    const path = this.pathOf(key);
    if (!path) throw new Error('invalid key');
    return createReadStream(path, { start, end });
  }

  async write(key: string, data: string | Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error('invalid key');
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  /** Moves a finished temporary file into place. */
  async adopt(tempPath: string, key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error('invalid key');
    await mkdir(dirname(path), { recursive: true });
    await rename(tempPath, path);
  }

  tempPath(): string {
    return join(this.root, '.incoming', newId());
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }
}
