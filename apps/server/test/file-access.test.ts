import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_COOKIE } from '../src/core/files/file-access.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/** Staff avatars need a session; the file cookie and a draft preview's signed addresses read session-only files. */
describe('session-only files without a token in their address', () => {
  let t: TestApp;
  let admin: string;
  const upload = async (biz: string, token = admin) => {
    const m = multipart({ name: 'photo.png', data: PNG }, { biz });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: m.payload,
      headers: { ...m.headers, 'x-access-token': token },
    });
    return res.json().message as string;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const fileCookie = async (token: string) => {
    const res = await call(t, 'POST', '/sys/common/file-access', { token });
    expect(res.body).toMatchObject({ success: true, result: { expiresIn: 3600 } });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/; Path=\/system-api\/sys\/common\/static; Max-Age=3600; HttpOnly; SameSite=Strict$/);
    return header.split(';')[0];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('answers an avatar to a session only: header token or file cookie, never to nobody', async () => {
    const key = await upload('avatar');
    expect(key).toMatch(/^avatar\//);
    const anonymous = await get(`${API}/sys/common/static/${key}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('PNG');
    const withHeader = await get(`${API}/sys/common/static/${key}`, { 'x-access-token': admin });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.headers['content-type']).toBe('image/png');
    expect(withHeader.headers['cache-control']).toBe('private, no-store');
    expect(withHeader.rawPayload.equals(PNG)).toBe(true);

    const editor = await login(t, 'editor');
    const cookie = await fileCookie(editor);
    const withCookie = await get(`${API}/sys/common/static/${key}`, { cookie: `other=1; ${cookie}` });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.rawPayload.equals(PNG)).toBe(true);

    const [name, value] = cookie.split('=');
    const [sid, exp, mac] = value.split('.');
    for (const forged of [`${sid}.${Number(exp) + 9999}.${mac}`, `${sid}x.${exp}.${mac}`, `${sid}.${exp}.`, 'x']) {
      expect((await get(`${API}/sys/common/static/${key}`, { cookie: `${name}=${forged}` })).statusCode).toBe(401);
    }
    // The cookie's session ends at logout: so does the cookie.
    expect((await call(t, 'POST', '/sys/logout', { token: editor })).status).toBe(200);
    expect((await get(`${API}/sys/common/static/${key}`, { cookie })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/sys/common/file-access')).status).toBe(401);
    expect(name).toBe(FILE_COOKIE);
  });

  it('shows a draft’s image in its preview at a signed address, while its public address stays 404', async () => {
    const key = await upload('cms');
    const id = (
      await call(t, 'POST', `${API}/cms/ad/add`, {
        token: admin,
        body: { title: '草稿图', position: 'home_banner', image: key },
      })
    ).body.result;
    const preview = await get(`${API}/cms/ad/preview?id=${id}`, { 'x-access-token': admin });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain(`/api/public/cn/file/${key}`);
    const src = preview.body.match(/<img src="([^"]+)"/)?.[1] ?? '';
    expect(src).toMatch(new RegExp(`^/system-api/sys/common/static/${key}\\?sig=\\d+\\.[\\w-]+$`));

    const image = await get(src);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // The preview is sandboxed (an opaque origin): the signed address is readable from it; a session's read is not.
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const bySession = await get(`${API}/sys/common/static/${key}`, { 'x-access-token': admin });
    expect(bySession.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await get(`/api/public/cn/file/${key}`)).statusCode).toBe(404);
    expect((await get(`${API}/sys/common/static/${key}`)).statusCode).toBe(401);

    // The signature names one key and cannot be stretched.
    const sig = new URL(src, 'http://x').searchParams.get('sig') ?? '';
    const other = await upload('cms');
    expect((await get(`${API}/sys/common/static/${other}?sig=${sig}`)).statusCode).toBe(401);
    const [exp, mac] = sig.split('.');
    expect((await get(`${API}/sys/common/static/${key}?sig=${Number(exp) + 60}.${mac}`)).statusCode).toBe(401);
  });
});
