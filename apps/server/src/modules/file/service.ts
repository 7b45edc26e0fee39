import type { Readable } from 'node:stream';
import { sysOssFile } from '@yunzhan/common/entities/system/index';
import type { SessionContext } from '../../core/auth/session.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { actorOf, type EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { type ChunkedUpload, ChunkStore } from '../../core/files/chunks.js';
import { acceptedType } from '../../core/files/policy.js';
import { type Received, tooLarge } from '../../core/files/receive.js';
import { CONTENT_TYPES, EXTENSION_CONTENT, sniff } from '../../core/files/sniff.js';
import type { FileStorage } from '../../core/files/storage.js';

/** A file streamed to a temporary place, not yet checked. */
export interface Incoming {
  temp: string;
  name: string;
  biz: string;
  received: Received;
}

/** Where a chunked upload stands: what a client needs to send the rest. */
export interface ChunkStatus {
  uploadId: string;
  chunkSize: number;
  chunks: number;
  uploaded: number[];
}

const statusOf = (u: ChunkedUpload, uploaded: number[]): ChunkStatus => ({
  uploadId: u.id,
  chunkSize: u.chunkSize,
  chunks: u.chunks,
  uploaded,
});

/**
 * Stored files and their records (`oss_file`): every upload, whole or chunked, passes the same checks — the
 * folder's extension allow-list, its size limit, content matching the extension — and is recorded with its
 * SHA-256, size, original name and uploader.
 */
export class FileService {
  readonly chunks: ChunkStore;
  private readonly store: EntityStore;

  constructor(
    private readonly storage: FileStorage,
    private readonly crud: CrudDeps,
  ) {
    this.store = crud.stores.of(sysOssFile);
    this.chunks = new ChunkStore(storage.root);
  }

  /** Checks a received file, moves it into place and records it; answers its key. */
  async accept(session: Pick<SessionContext, 'username' | 'siteId'>, file: Incoming): Promise<string> {
    const { policy, ext } = acceptedType(file.biz, file.name);
    const { size, head, sha256 } = file.received;
    if (size > policy.maxBytes) throw tooLarge(policy.maxBytes);
    if (size === 0) throw new ApiError('文件内容为空');
    if (!EXTENSION_CONTENT[ext]?.includes(sniff(head))) throw new ApiError('文件内容与扩展名不符');
    const key = this.storage.newKey(file.biz, ext);
    await this.storage.adopt(file.temp, key);
    await this.store.insert(this.crud.db, actorOf(session), {
      fileName: file.name.slice(0, 255),
      url: key,
      biz: file.biz,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      fileSize: size,
      sha256,
    });
    return key;
  }

  /** The original names of stored files that were recorded, by key. */
  async namesOf(keys: readonly string[]): Promise<Record<string, string>> {
    const rows = await this.store.where({ username: '', siteId: null }, 'url', keys);
    return Object.fromEntries(rows.map((row) => [String(row.url), String(row.fileName)]));
  }

  async startChunked(session: SessionContext, name: string, size: number, biz: string): Promise<ChunkStatus> {
    const { policy } = acceptedType(biz, name);
    if (size > policy.maxBytes) throw tooLarge(policy.maxBytes);
    this.chunks.sweep().catch(() => undefined);
    return statusOf(await this.chunks.create(session.username, biz, name, size), []);
  }

  async chunkStatus(session: SessionContext, id: string): Promise<ChunkStatus> {
    const upload = await this.chunks.get(session.username, id);
    return statusOf(upload, await this.chunks.present(upload));
  }

  async putChunk(session: SessionContext, id: string, index: number, source: Readable): Promise<ChunkStatus> {
    const upload = await this.chunks.get(session.username, id);
    return statusOf(upload, await this.chunks.put(upload, index, source));
  }

  /** Joins the chunks, checks and records the whole file like a single upload; answers its key. */
  async completeChunked(session: SessionContext, id: string): Promise<string> {
    const upload = await this.chunks.get(session.username, id);
    const { policy } = acceptedType(upload.biz, upload.name);
    const temp = this.storage.tempPath();
    try {
      const received = await this.chunks.assemble(upload, temp, policy.maxBytes);
      // Whole now: the chunks go whether the file passes its checks or not.
      await this.chunks.remove(id);
      return await this.accept(session, { temp, name: upload.name, biz: upload.biz, received });
    } finally {
      await this.storage.discard(temp);
    }
  }
}
