import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { method: string; url: string; params?: Record<string, unknown>; body?: unknown }[] = [];
let status = { uploadId: 'u1', chunkSize: 4, chunks: 3, uploaded: [] as number[] };
const envelope = (result: unknown, message = '操作成功！') => ({ data: { success: true, message, code: 200, result } });

vi.mock('../../api/http', () => ({
  failureOf: () => undefined,
  http: {
    get: vi.fn(async (url: string, config: { params: Record<string, unknown> }) => {
      calls.push({ method: 'GET', url, params: config.params });
      return envelope(status);
    }),
    post: vi.fn(async (url: string, body: unknown, config?: { params?: Record<string, unknown> }) => {
      calls.push({ method: 'POST', url, params: config?.params, body });
      if (url.endsWith('/init')) return envelope(status);
      if (url.endsWith('/complete')) return envelope(null, 'cms/20261125/0123456789abcdef0123456789abcdef.zip');
      return envelope(status);
    }),
  },
}));

const { resumeKey, uploadChunked } = await import('./upload-client');

describe('chunked upload', () => {
  const file = new File(['0123456789'], 'driver.zip', { lastModified: 1 });
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
  });

  it('starts, sends every chunk in order and completes', async () => {
    status = { uploadId: 'u1', chunkSize: 4, chunks: 3, uploaded: [] };
    const progress: number[] = [];
    const key = await uploadChunked(file, 'cms', (p) => progress.push(p));
    expect(key).toMatch(/^cms\//);
    expect(calls.map((c) => `${c.method} ${c.url} ${c.params?.index ?? ''}`.trim())).toEqual([
      'POST /sys/common/upload/chunk/init',
      'POST /sys/common/upload/chunk 0',
      'POST /sys/common/upload/chunk 1',
      'POST /sys/common/upload/chunk 2',
      'POST /sys/common/upload/chunk/complete',
    ]);
    expect(calls[0].body).toEqual({ name: 'driver.zip', size: 10, biz: 'cms' });
    expect(progress.at(-1)).toBe(100);
    expect(localStorage.getItem(resumeKey(file, 'cms'))).toBeNull();
  });

  it('resumes a remembered upload: asks the status and sends only the missing chunks', async () => {
    localStorage.setItem(resumeKey(file, 'cms'), 'u2');
    status = { uploadId: 'u2', chunkSize: 4, chunks: 3, uploaded: [0, 2] };
    const progress: number[] = [];
    await uploadChunked(file, 'cms', (p) => progress.push(p));
    expect(calls.map((c) => `${c.method} ${c.url} ${c.params?.index ?? c.params?.uploadId ?? ''}`.trim())).toEqual([
      'GET /sys/common/upload/chunk/status u2',
      'POST /sys/common/upload/chunk 1',
      'POST /sys/common/upload/chunk/complete',
    ]);
    // Chunks 0 and 2 (4 + 2 of 10 bytes) were there already.
    expect(progress[0]).toBe(60);
  });
});
