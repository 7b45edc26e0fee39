import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChunkStore } from '../src/core/files/chunks.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const BOUNDARY = '----yunzhan-chunk-boundary';

function multipartFile(name: string, data: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('file records and chunked uploads', () => {
  let t: TestApp;
  let editor: string;
  let admin: string;
  const chunk = (token: string, uploadId: string, index: number, data: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload/chunk?uploadId=${uploadId}&index=${index}`,
      payload: multipartFile('blob', data),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-access-token': token },
    });
  const init = (token: string, body: Record<string, unknown>) =>
    call(t, 'POST', '/sys/common/upload/chunk/init', { token, body });
  const complete = (token: string, uploadId: string) =>
    call(t, 'POST', '/sys/common/upload/chunk/complete', { token, body: { uploadId } });
  const status = (token: string, uploadId: string) =>
    call(t, 'GET', `/sys/common/upload/chunk/status?uploadId=${uploadId}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    editor = await login(t, 'editor');
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('resumes an upload after a missing chunk and records SHA-256, size, original name and uploader', async () => {
    const data = Buffer.concat([PNG_HEAD, randomBytes(12 * MB - PNG_HEAD.length)]);
    const started = await init(editor, { name: '产品 手册 (v2).png', size: data.length, biz: 'cms' });
    expect(started.body.result).toMatchObject({ chunkSize: 5 * MB, chunks: 3, uploaded: [] });
    const id = started.body.result.uploadId as string;
    const part = (i: number) => data.subarray(i * 5 * MB, (i + 1) * 5 * MB);

    expect((await chunk(editor, id, 0, part(0))).json().result.uploaded).toEqual([0]);
    expect((await chunk(editor, id, 2, part(2))).json().result.uploaded).toEqual([0, 2]);
    // The connection broke during chunk 1: the client asks what arrived and sends the rest.
    expect((await status(editor, id)).body.result.uploaded).toEqual([0, 2]);
    expect((await complete(editor, id)).body).toMatchObject({ success: false, message: '分片不完整，缺少：1' });
    // Another user cannot see or finish it.
    expect((await status(admin, id)).body.message).toBe('上传任务不存在或已过期，请重新上传');
    expect((await chunk(editor, id, 1, part(1))).json().result.uploaded).toEqual([0, 1, 2]);

    const done = await complete(editor, id);
    expect(done.body).toMatchObject({ success: true, message: expect.any(String), code: 200 });
    const key = done.body.message as string;
    expect(key).toMatch(/^cms\/\d{8}\/[0-9a-f]{32}\.png$/);
    // The websites' folder needs a session until published content names the file.
    expect((await t.app.inject({ url: `${API}/sys/common/static/${key}` })).statusCode).toBe(401);
    const file = await t.app.inject({ url: `${API}/sys/common/static/${key}`, headers: { 'x-access-token': editor } });
    expect(file.rawPayload.equals(data)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="__ __ (v2).png"; filename*=UTF-8''%E4%BA%A7%E5%93%81%20%E6%89%8B%E5%86%8C%20%28v2%29.png`,
    );

    const list = await call(t, 'GET', `/sys/oss/file/list?url=${encodeURIComponent(key)}`, { token: admin });
    expect(list.body.result.records).toEqual([
      expect.objectContaining({
        fileName: '产品 手册 (v2).png',
        url: key,
        biz: 'cms',
        contentType: 'image/png',
        fileSize: data.length,
        sha256: sha256(data),
        createBy: 'editor',
      }),
    ]);
    // The task is gone once complete.
    expect((await status(editor, id)).body.success).toBe(false);
  });

  it('records single uploads too, and names attachments after the original', async () => {
    const pdf = Buffer.from('%PDF-1.4\n年度报告');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: multipartFile('年度报告.pdf', pdf),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-access-token': editor },
    });
    const key = res.json().message as string;
    const list = await call(t, 'GET', `/sys/oss/file/list?url=${encodeURIComponent(key)}`, { token: admin });
    expect(list.body.result.records[0]).toMatchObject({
      fileName: '年度报告.pdf',
      sha256: sha256(pdf),
      fileSize: pdf.length,
    });
    const names = await call(t, 'GET', `/sys/common/upload/names?keys=${key},cms/20260101/x.png`, { token: editor });
    expect(names.body.result).toEqual({ [key]: '年度报告.pdf' });
    const file = await t.app.inject({ url: `${API}/sys/common/static/${key}`, headers: { 'x-access-token': editor } });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('年度报告.pdf')}`,
    );
  });

  it('refuses an HTML page renamed .png, whole or in chunks', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    const started = await init(editor, { name: 'photo.png', size: html.length, biz: 'cms' });
    const id = started.body.result.uploadId as string;
    expect((await chunk(editor, id, 0, html)).json().success).toBe(true);
    expect((await complete(editor, id)).body).toMatchObject({ success: false, message: '文件内容与扩展名不符' });
    const single = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: multipartFile('photo.png', html),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-access-token': editor },
    });
    expect(single.json()).toMatchObject({ success: false, message: '文件内容与扩展名不符' });
  });

  it('applies the folder rules at init, and each chunk size while it streams', async () => {
    expect((await init(editor, { name: 'a.png', size: 6 * MB, biz: 'avatar' })).body.message).toBe(
      '文件大小不能超过5MB',
    );
    expect((await init(editor, { name: 'a.html', size: 10, biz: 'cms' })).body.message).toBe('不支持的文件类型：.html');
    expect((await init(editor, { name: 'a.png', size: 10, biz: 'import' })).body.message).toBe('不支持的上传目录');
    const id = (await init(editor, { name: 'a.png', size: 7 * MB, biz: 'cms' })).body.result.uploadId as string;
    const over = await chunk(editor, id, 1, Buffer.alloc(2 * MB + 1));
    expect(over.statusCode).toBe(413);
    expect((await chunk(editor, id, 1, Buffer.alloc(MB))).json().message).toBe(`分片大小不正确：应为${2 * MB}字节`);
    expect((await chunk(editor, id, 3, Buffer.alloc(10))).json().message).toBe('分片序号不正确');
    expect((await status(editor, id)).body.result.uploaded).toEqual([]);
  });

  it('refuses a whole upload over the limit while it streams, long before its end', async () => {
    let sent = 0;
    const endless = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="biz"\r\n\r\navatar\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`,
        );
        yield PNG_HEAD;
        // 200 MB announced: the folder allows 5 MB.
        for (let i = 0; i < 200; i++) {
          sent += MB;
          yield Buffer.alloc(MB);
        }
      })(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: endless,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-access-token': editor },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('文件大小不能超过5MB');
    expect(sent).toBeLessThan(200 * MB);
  });
});

describe('abandoned chunked uploads', () => {
  it('are removed after a day untouched; live ones stay', async () => {
    const root = mkdtempSync(join(tmpdir(), 'yunzhan-chunks-'));
    try {
      const store = new ChunkStore(root, 4);
      const old = await store.create('editor', 'cms', 'a.png', 10);
      await store.put(old, 0, Readable.from([Buffer.from('abcd')]));
      const fresh = await store.create('editor', 'cms', 'b.png', 10);
      const dayAgo = (Date.now() - 25 * 3600 * 1000) / 1000;
      await utimes(join(store.root, old.id), dayAgo, dayAgo);
      expect(await store.sweep()).toBe(1);
      expect(readdirSync(store.root)).toEqual([fresh.id]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
