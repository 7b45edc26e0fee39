import type { AxiosProgressEvent } from 'axios';
import { failureOf, http } from '../../api/http';
import type { Envelope } from '../../api/types';
import { CHUNKED_FROM_BYTES } from './rules';

/** Progress in percent (0-100). */
export type OnProgress = (percent: number) => void;

/** An upload the server refused or that broke; `message` is the server's, when it gave one. */
export class UploadError extends Error {}

interface ChunkStatus {
  uploadId: string;
  chunkSize: number;
  chunks: number;
  uploaded: number[];
}

const BASE = '/sys/common/upload';
// Uploads report their own failures (tooltip, dialog): no global error toast.
const SILENT = { silent: true, timeout: 0 } as const;

async function call<T>(request: Promise<{ data: Envelope<T> }>): Promise<Envelope<T>> {
  try {
    const { data } = await request;
    if (!data.success) throw new UploadError(data.message);
    return data;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(failureOf(error)?.serverMessage ?? '');
  }
}

/** One request: multipart `file` with `isup=1` and the folder first (the server limits the size while it streams). */
export async function uploadWhole(file: File, biz: string, onProgress?: OnProgress): Promise<string> {
  const form = new FormData();
  form.append('isup', '1');
  form.append('biz', biz);
  form.append('file', file);
  const sent = await call(
    http.post<Envelope<unknown>>(BASE, form, {
      ...SILENT,
      onUploadProgress: (e: AxiosProgressEvent) => e.total && onProgress?.(Math.round((e.loaded / e.total) * 100)),
    }),
  );
  return sent.message;
}

/** Where an unfinished upload of this file is remembered, so that a new attempt resumes it. */
export const resumeKey = (file: File, biz: string) =>
  `yunzhan:upload:${biz}:${file.name}:${file.size}:${file.lastModified}`;

async function statusOrStart(file: File, biz: string): Promise<ChunkStatus> {
  const remembered = localStorage.getItem(resumeKey(file, biz));
  if (remembered) {
    const { data } = await http
      .get<Envelope<ChunkStatus>>(`${BASE}/chunk/status`, { ...SILENT, params: { uploadId: remembered } })
      .catch(() => ({ data: undefined }));
    if (data?.success) return data.result;
  }
  const started = await call(
    http.post<Envelope<ChunkStatus>>(`${BASE}/chunk/init`, { name: file.name, size: file.size, biz }, SILENT),
  );
  localStorage.setItem(resumeKey(file, biz), started.result.uploadId);
  return started.result;
}

/**
 * Big files in chunks: asks the server which chunks it has (a resumed upload sends only the rest), sends the
 * missing ones in order with the progress of the whole file, then completes. Answers the stored key.
 */
export async function uploadChunked(file: File, biz: string, onProgress?: OnProgress): Promise<string> {
  const status = await statusOrStart(file, biz);
  const have = new Set(status.uploaded);
  const sizeOf = (i: number) => Math.min(status.chunkSize, file.size - i * status.chunkSize);
  let done = status.uploaded.reduce((sum, i) => sum + sizeOf(i), 0);
  onProgress?.(Math.floor((done / file.size) * 100));
  for (let i = 0; i < status.chunks; i++) {
    if (have.has(i)) continue;
    const form = new FormData();
    form.append('file', file.slice(i * status.chunkSize, i * status.chunkSize + sizeOf(i)), file.name);
    const before = done;
    await call(
      http.post<Envelope<ChunkStatus>>(`${BASE}/chunk`, form, {
        ...SILENT,
        params: { uploadId: status.uploadId, index: i },
        onUploadProgress: (e: AxiosProgressEvent) =>
          onProgress?.(Math.min(99, Math.floor(((before + e.loaded) / file.size) * 100))),
      }),
    );
    done = before + sizeOf(i);
  }
  localStorage.removeItem(resumeKey(file, biz));
  const completed = await call(
    http.post<Envelope<unknown>>(`${BASE}/chunk/complete`, { uploadId: status.uploadId }, SILENT),
  );
  onProgress?.(100);
  return completed.message;
}

/** Whole for small files, chunked (resumable) for big ones. */
export const uploadAny = (file: File, biz: string, onProgress?: OnProgress) =>
  file.size >= CHUNKED_FROM_BYTES ? uploadChunked(file, biz, onProgress) : uploadWhole(file, biz, onProgress);
