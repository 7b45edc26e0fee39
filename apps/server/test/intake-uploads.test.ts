import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);
const MB = 1024 * 1024;

/** Files the public attaches to a submission: uploaded without a session, then named by one submission once. */
describe('public intake uploads', () => {
  let t: TestApp;
  let admin: string;
  let ipNo = 0;
  const freshIp = () => `10.9.0.${++ipNo}`;
  const upload = (name: string, data: Buffer, ip: string, site = 'cn') => {
    const m = multipart({ name, data });
    return t.app.inject({
      method: 'POST',
      url: `/api/public/${site}/upload`,
      payload: m.payload,
      headers: m.headers,
      remoteAddress: ip,
    });
  };
  const tokenOf = async (ip: string, name = 'photo.png', data = PNG, site = 'cn') => {
    const r = await upload(name, data, ip, site);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().result).toMatchObject({ name, size: data.length });
    return r.json().result.token as string;
  };
  const feedback = (images: string, ip: string, site = 'cn') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/${site}/intake/feedback`,
      payload: { kind: 'problem', content: '图片里是故障的样子', images },
      remoteAddress: ip,
    });
  const back = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });
  const pending = () => {
    try {
      return readdirSync(join(t.ctx.config.dataDir, 'uploads', '.intake-pending'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ INTAKE_RATE_LIMIT: '6' });
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('stores an image a feedback names; staff see it, the public cannot', async () => {
    const ip = freshIp();
    const [a, b] = [await tokenOf(ip), await tokenOf(ip, 'scan.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))];
    const sent = await feedback(`${a},${b}`, ip);
    expect(sent.statusCode, sent.body).toBe(200);
    const row = (await back(`/cms/feedback/queryById?id=${sent.json().result.id}`)).body.result;
    const keys = String(row.images).split(',');
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^intake\/\d{8}\/[0-9a-f]{32}\.(png|jpg)$/);
    const file = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/sys/common/static/${keys[0]}`,
        headers: token ? { 'x-access-token': token } : {},
      });
    const seen = await file(admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    expect((await file()).statusCode).toBe(401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/public/openapi.json' })).json();
    expect(doc.paths['/api/public/{siteCode}/upload'].post.responses['413']).toBeDefined();
    // The original names are recorded for the back office.
    expect((await back(`/sys/common/upload/names?keys=${keys.join(',')}`)).body.result[keys[0]]).toBe('photo.png');
  });

  it('refuses a file over the limit while it streams, and keeps nothing of it', async () => {
    // Through a real socket: the answer comes while the client is still sending (it stops then).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const total = 60 * MB;
    let sent = 0;
    let answered = false;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${address}/api/public/cn/upload`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=----b', 'content-length': total + 200 },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
        answered = true;
      });
      req.on('error', (err) => (sent < total ? undefined : reject(err)));
      req.write('------b\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n');
      const chunk = Buffer.alloc(256 * 1024, 7);
      const pump = () => {
        while (sent < total && !answered) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('文件大小不能超过5MB');
    expect(sent).toBeLessThan(total / 2);
    expect(pending()).toEqual([]);
  });

  it('checks the type by content: HTML named .png, or a type the folder does not take, is refused', async () => {
    const ip = freshIp();
    const html = await upload('x.png', Buffer.from('<html><script>alert(1)</script></html>'), ip);
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('文件内容与扩展名不符');
    const page = await upload('x.html', Buffer.from('<html></html>'), ip);
    expect(page.json().message).toBe('不支持的文件类型：.html');
    // A PDF is a valid upload, but not for an image field.
    const pdf = await tokenOf(ip, 'report.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect((await feedback(pdf, ip)).json().message).toBe('反馈图片的文件类型不支持');
    expect(pending().length).toBeGreaterThan(0);
  });

  it('takes an upload once, only from the visitor who made it and on its site', async () => {
    const ip = freshIp();
    const token = await tokenOf(ip);
    const refused = async (images: string, from: string, site = 'cn') => {
      const r = await feedback(images, from, site);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBe('反馈图片无效或已过期，请重新上传');
    };
    await refused(token, freshIp());
    await refused(token, ip, 'en');
    await refused(`${token.slice(0, 33)}${'A'.repeat(32)}`, ip);
    await refused('intake/20260101/00000000000000000000000000000000.png', ip);
    expect((await feedback(token, ip)).statusCode).toBe(200);
    await refused(token, ip);
  });

  it('limits uploads per IP (429 with Retry-After) and applies the blacklist', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await upload('a.png', PNG, ip)).statusCode).toBe(200);
    const limited = await upload('a.png', PNG, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const blocked = freshIp();
    expect((await back('/cms/blacklist/add', 'POST', { kind: 'ip', value: blocked })).body.success).toBe(true);
    const r = await upload('a.png', PNG, blocked);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('提交失败，您已被限制提交');
  });

  it('deletes uploads no submission claimed once their hour is over', async () => {
    const before = pending().length;
    await tokenOf(freshIp());
    expect(pending().length).toBe(before + 1);
    expect(await t.uploads.purge(Date.now())).toBe(0);
    expect(await t.uploads.purge(Date.now() + 2 * 60 * 60_000)).toBe(before + 1);
    expect(pending()).toEqual([]);
  });

  it('takes the images of the rendered site’s feedback form (multipart, no script) through the same checks', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/site/cn/form/feedback' });
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).toMatch(/<input id="f-images" name="images" type="file" accept="[^"]*\.png[^"]*" multiple[ >]/);
    const post = (file: { name: string; data: Buffer }) => {
      const m = multipart(file, { kind: 'problem', content: '网站表单带图片的反馈', contact: 'f@example.cn' });
      const headers = { ...m.headers, 'content-type': m.headers['content-type'].replace('"file"', '"images"') };
      const payload = Buffer.from(m.payload.toString('latin1').replace('name="file"', 'name="images"'), 'latin1');
      return t.app.inject({
        method: 'POST',
        url: '/site/cn/form/feedback',
        payload,
        headers,
        remoteAddress: freshIp(),
      });
    };
    const done = await post({ name: 'shot.png', data: PNG });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('提交成功');
    const list = (await back(`/cms/feedback/list?content=${encodeURIComponent('*网站表单带图片*')}`)).body.result
      .records;
    const stored = (await back(`/cms/feedback/queryById?id=${list[0].id}`)).body.result;
    expect(stored.images).toMatch(/^intake\/\d{8}\/[0-9a-f]{32}\.png$/);
    const fake = await post({ name: 'shot.png', data: Buffer.from('<html><body>hi</body></html>') });
    expect(fake.statusCode).toBe(400);
    expect(fake.body).toContain('文件内容与扩展名不符');
  });
});
