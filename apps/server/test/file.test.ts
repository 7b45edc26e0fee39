import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, login, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

describe('files', () => {
  let t: TestApp;
  let token: string;
  const upload = (name: string, data: Buffer, fields: Record<string, string> = {}, tk: string | null = token) => {
    const m = multipart({ name, data }, fields);
    return t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: m.payload,
      headers: { ...m.headers, ...(tk ? { 'x-access-token': tk } : {}) },
    });
  };
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'editor');
  });
  afterAll(() => t.close());

  it('stores a real image under a random name and answers its path in message', async () => {
    const res = await upload('我的头像.png', PNG, { biz: 'avatar' });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({
      url: `${API}/sys/common/static/${body.message}`,
      headers: { 'x-access-token': token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The original name, for any client (RFC 5987 filename*, an ASCII fallback for old ones).
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('我的头像.png')}`,
    );
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses content that does not match the extension, and disallowed types', async () => {
    expect((await upload('fake.png', Buffer.from('<script>alert(1)</script>'), { biz: 'avatar' })).json().message).toBe(
      '文件内容与扩展名不符',
    );
    expect((await upload('x.svg', Buffer.from('<svg/>'), { biz: 'avatar' })).json().message).toBe(
      '不支持的文件类型：.svg',
    );
    expect((await upload('x.html', Buffer.from('<b>'), { biz: 'temp' })).json().success).toBe(false);
    expect((await upload('tool.exe', Buffer.from('MZ....'), { biz: 'avatar' })).json().success).toBe(false);
    expect((await upload('x.png', PNG, { biz: 'import' })).json().message).toBe('不支持的上传目录');
    expect((await upload('x.png', PNG, { biz: '../etc' })).json().message).toBe('不支持的上传目录');
    for (const biz of ['constructor', '__proto__', 'toString']) {
      const res = await upload('x.png', PNG, { biz });
      expect(res.statusCode, biz).toBe(200);
      expect(res.json().message, biz).toBe('不支持的上传目录');
    }
  });

  it('refuses a file over the folder limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('big.png', big, { biz: 'avatar' });
    expect(res.json()).toMatchObject({ success: false, message: '文件大小不能超过5MB' });
  });

  it('needs a session to upload, and to read private folders', async () => {
    expect((await upload('x.png', PNG, { biz: 'avatar' }, null)).statusCode).toBe(401);
    const key = (await upload('report.pdf', Buffer.from('%PDF-1.4\n...'), { biz: 'temp' })).json().message;
    expect(key).toMatch(/^temp\//);
    expect((await t.app.inject({ url: `${API}/sys/common/static/${key}` })).statusCode).toBe(401);
    // A token in the address is refused (it would land in histories and logs): the header, the file cookie or a
    // signed address (file-access.test).
    expect((await t.app.inject({ url: `${API}/sys/common/static/${key}?token=${token}` })).statusCode).toBe(401);
    const withToken = await t.app.inject({
      url: `${API}/sys/common/static/${key}`,
      headers: { 'x-access-token': token },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('never serves a path outside the upload folder', async () => {
    for (const path of [
      '../token-secret.key',
      '..%2f..%2ftoken-secret.key',
      'avatar/../../yunzhan.db',
      'avatar/%2e%2e/%2e%2e/yunzhan.db',
      '/etc/passwd',
      'avatar/20260101/x.png',
    ]) {
      const res = await t.app.inject({ url: `${API}/sys/common/static/${path}`, headers: { 'x-access-token': token } });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
