import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { MULTIPART_END, MULTIPART_TYPE, multipartParts, type Part, partBytes } from './multipart.js';

const KB = 1024;
const png = (bytes: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 3)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * KB, 32), Buffer.from('\n%%EOF\n')]);
const image = (bytes: number, name = 'images'): Part => ({ name, filename: 'shot.png', data: png(bytes) });
const text = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const FEEDBACK = { kind: 'problem', content: '上传限额测试的反馈内容' };
const SHORT = { kind: 'problem', content: '短' };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every anonymous route that takes files (the rendered site's forms, the intake upload, the job application) goes
 * through one gate: text first and checked before a file is written, bytes capped per request and per IP and hour,
 * and nothing of a refused or aborted request left on disk. Limits here: 2 MB a request, 4 MB an IP and hour.
 */
describe('public upload limits', () => {
  let t: TestApp;
  let admin: string;
  let address: string;
  let job: string;
  let ipNo = 0;
  const freshIp = () => `10.21.5.${++ipNo}`;
  const uploadsDir = () => join(t.ctx.config.dataDir, 'uploads');
  /** Every file under the upload folder (temporary and pending areas included). */
  const onDisk = (dir = uploadsDir()): string[] => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((e) =>
      e.isDirectory() ? onDisk(join(dir, e.name)) : [relative(uploadsDir(), join(dir, e.name))],
    );
  };
  /** Runs `fn` and answers the files it left on disk. */
  const leftBy = async (fn: () => Promise<void>) => {
    const before = new Set(onDisk());
    await fn();
    return onDisk().filter((f) => !before.has(f));
  };
  const post = (url: string, parts: Part[], ip = freshIp()) => {
    const m = multipartParts(parts);
    return t.app.inject({ method: 'POST', url, payload: m.payload, headers: m.headers, remoteAddress: ip });
  };
  const form = (parts: Part[], ip?: string) => post('/site/cn/form/feedback', parts, ip);
  const apply = (parts: Part[], ip?: string) => post('/api/public/cn/intake/application', parts, ip);
  const upload = (bytes: number, ip: string) => post('/api/public/cn/upload', [image(bytes, 'file')], ip);

  /**
   * Sends `head` through a real socket announcing `more` bytes still to come, and answers the status of a response
   * that comes before they are sent (0 when none came within `ms`). The request is then cut off.
   */
  const sendPart = (url: string, head: Buffer, more: number, ms: number, cut?: () => Promise<void>) =>
    new Promise<number>((resolve) => {
      const req = request(`${address}${url}`, {
        method: 'POST',
        headers: { 'content-type': MULTIPART_TYPE, 'content-length': head.length + more },
        agent: false,
      });
      const timer = setTimeout(() => {
        req.destroy();
        resolve(0);
      }, ms);
      req.on('response', (res) => {
        clearTimeout(timer);
        res.resume();
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => undefined);
      req.write(head);
      if (cut) {
        clearTimeout(timer);
        void cut().then(() => {
          req.destroy();
          resolve(-1);
        });
      }
    });

  /** Posts `body` through a real socket in chunks, without a declared length; answers status and body. */
  const sendChunked = (url: string, body: Buffer) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${address}${url}`, {
        method: 'POST',
        headers: { 'content-type': MULTIPART_TYPE },
        agent: false,
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      });
      req.on('error', (err) => (req.writableEnded ? reject(err) : undefined));
      for (let at = 0; at < body.length; at += 64 * KB) req.write(body.subarray(at, at + 64 * KB));
      req.end();
    });

  beforeAll(async () => {
    t = await createTestApp({
      INTAKE_RATE_LIMIT: '1000',
      PUBLIC_UPLOAD_REQUEST_MB: '2',
      PUBLIC_UPLOAD_HOURLY_MB: '4',
    });
    admin = await login(t, 'admin');
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const added = await call(t, 'POST', `${API}/cms/recruitment/add`, {
      token: admin,
      body: { title: '上传限额测试职位', kind: 'social', headcount: 1 },
    });
    job = added.body.result;
    await call(t, 'PUT', `${API}/cms/recruitment/publish`, { token: admin, body: { ids: job } });
  });
  afterAll(() => t.close());

  it('leaves nothing on disk of a post whose text is refused, however big its files', async () => {
    const left = await leftBy(async () => {
      const r = await form([...text(SHORT), image(400 * KB), image(400 * KB), image(400 * KB), image(400 * KB)]);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain('反馈内容');
      const a = await apply([...text({ positionId: 'nope', name: '张三', phone: '13800138000' }), resume()]);
      expect(a.statusCode, a.body).toBe(400);
      expect(a.json().message).toBe('该职位已截止或不存在，无法投递');
    });
    expect(left).toEqual([]);
  });

  it('checks the text before it writes a file: the refusal comes while the file is still on its way', async () => {
    const formHead = Buffer.concat([...text(SHORT).map(partBytes), partBytes(image(64 * KB)).subarray(0, 40 * KB)]);
    expect(await sendPart('/site/cn/form/feedback', formHead, 2 * KB * KB, 3000)).toBe(400);
    const applyHead = Buffer.concat([
      ...text({ positionId: 'nope', name: '张三', phone: '13800138000' }).map(partBytes),
      partBytes(resume()).subarray(0, 40 * KB),
    ]);
    expect(await sendPart('/api/public/cn/intake/application', applyHead, KB * KB, 3000)).toBe(400);
  });

  it('refuses files sent before the text fields, and keeps none of them', async () => {
    const left = await leftBy(async () => {
      const r = await form([image(100 * KB), ...text(FEEDBACK)]);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain('表单中的文件须放在其他内容之后');
      const late = await form([...text(FEEDBACK), image(100 * KB), ...text({ contact: 'late@example.cn' })]);
      expect(late.statusCode, late.body).toBe(400);
      expect(late.body).toContain('表单中的文件须放在其他内容之后');
      const a = await apply([resume(), ...text({ positionId: job, name: '张三', phone: '13800138000' })]);
      expect(a.statusCode, a.body).toBe(400);
      expect(a.json().message).toBe('表单中的文件须放在其他内容之后');
    });
    expect(left).toEqual([]);
  });

  it('refuses more file bytes or files in one request than allowed, and keeps none of them', async () => {
    const left = await leftBy(async () => {
      const big = await form([...text(FEEDBACK), image(900 * KB), image(900 * KB), image(900 * KB)]);
      expect(big.statusCode, big.body).toBe(413);
      expect(big.body).toContain('上传文件总大小不能超过2MB');
      const many = await form([...text(FEEDBACK), ...Array.from({ length: 6 }, () => image(10 * KB))]);
      expect(many.statusCode, many.body).toBe(413);
      expect(many.body).toContain('最多上传5个文件');
      // Without a declared length: counted while the files stream.
      const parts = [...text(FEEDBACK), image(900 * KB), image(900 * KB), image(900 * KB)];
      const streamed = await sendChunked('/site/cn/form/feedback', multipartParts(parts).payload);
      expect(streamed.status).toBe(413);
      expect(streamed.body).toContain('上传文件总大小不能超过2MB');
      const one = await upload(2.5 * KB * KB, freshIp());
      expect(one.statusCode, one.body).toBe(413);
      expect(one.json().message).toBe('上传文件总大小不能超过2MB');
    });
    expect(left).toEqual([]);
  });

  it('caps the file bytes of an IP per hour (429 with Retry-After) before anything is stored', async () => {
    const ip = freshIp();
    // Posts refused for their text wrote nothing and cost nothing.
    for (let i = 0; i < 3; i++) expect((await form([...text(SHORT), image(1500 * KB)], ip)).statusCode).toBe(400);
    expect((await upload(1500 * KB, ip)).statusCode).toBe(200);
    expect((await upload(1500 * KB, ip)).statusCode).toBe(200);
    const left = await leftBy(async () => {
      const over = await upload(1500 * KB, ip);
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json().message).toBe('上传文件过多，每小时最多上传4MB，请稍后再试');
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
      const viaForm = await form([...text(FEEDBACK), image(1500 * KB)], ip);
      expect(viaForm.statusCode).toBe(429);
      expect(Number(viaForm.headers['retry-after'])).toBeGreaterThan(0);
      expect(viaForm.body).toContain('每小时最多上传4MB');
    });
    expect(left).toEqual([]);
    // Another visitor is not held up; small uploads still fit what is left of this one's hour.
    expect((await upload(1500 * KB, freshIp())).statusCode).toBe(200);
    expect((await upload(500 * KB, ip)).statusCode).toBe(200);
  });

  it('counts the concurrent uploads of one IP together (each reserves its bytes before it writes)', async () => {
    const ip = freshIp();
    const answers = await Promise.all([1, 2, 3].map(() => upload(1500 * KB, ip)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429]);
  });

  it('deletes at once what an aborted upload wrote', async () => {
    const before = new Set(onDisk());
    const fresh = () => onDisk().filter((f) => !before.has(f));
    const head = Buffer.concat([
      ...text(FEEDBACK).map(partBytes),
      partBytes(image(300 * KB)),
      partBytes(image(600 * KB)).subarray(0, 200 * KB),
    ]);
    let writing = 0;
    const cut = async () => {
      // Cut off once the server has written the first file and is writing the second.
      for (let i = 0; i < 100 && fresh().length < 2; i++) await wait(20);
      writing = fresh().length;
    };
    await sendPart('/site/cn/form/feedback', head, 400 * KB + MULTIPART_END.length, 5000, cut);
    expect(writing).toBe(2);
    for (let i = 0; i < 100 && fresh().length; i++) await wait(30);
    expect(fresh()).toEqual([]);
  });

  it('does not take a form cut off between two parts for a complete one', async () => {
    const before = new Set(onDisk());
    const fresh = () => onDisk().filter((f) => !before.has(f));
    const size = (f: string) => statSync(join(uploadsDir(), f)).size;
    // The next part's boundary ends the first file; its head is cut short.
    const next = partBytes(image(10 * KB));
    const head = Buffer.concat([...text(FEEDBACK).map(partBytes), partBytes(image(300 * KB)), next.subarray(0, 60)]);
    let written = 0;
    const cut = async () => {
      // Cut off once the first file is on disk whole, before the next part (or the form's end) is sent.
      for (let i = 0; i < 100 && !fresh().some((f) => size(f) === 300 * KB); i++) await wait(20);
      written = fresh().length;
    };
    await sendPart('/site/cn/form/feedback', head, next.length - 60 + MULTIPART_END.length, 5000, cut);
    expect(written).toBe(1);
    for (let i = 0; i < 100 && fresh().length; i++) await wait(30);
    expect(fresh()).toEqual([]);
  });

  it('still stores the files of a valid submission, and nothing besides them', async () => {
    const left = await leftBy(async () => {
      const r = await form([
        ...text({ ...FEEDBACK, content: '有效提交的两张图片' }),
        image(300 * KB),
        image(200 * KB),
        { name: 'images', filename: '', data: Buffer.alloc(0) },
      ]);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.body).toContain('提交成功');
      const a = await apply([...text({ positionId: job, name: '李四', phone: '13800138001' }), resume()]);
      expect(a.statusCode, a.body).toBe(200);
    });
    const list = await call(t, 'GET', `${API}/cms/feedback/list?content=${encodeURIComponent('*有效提交的两张*')}`, {
      token: admin,
    });
    const row = await call(t, 'GET', `${API}/cms/feedback/queryById?id=${list.body.result.records[0].id}`, {
      token: admin,
    });
    const keys = String(row.body.result.images).split(',');
    expect(keys).toHaveLength(2);
    expect(left.filter((f) => f.startsWith('intake/')).sort()).toEqual(keys.sort());
    const others = left.filter((f) => !f.startsWith('intake/'));
    expect(others).toEqual([expect.stringMatching(/^resume\/\d{8}\/[0-9a-f]{32}\.pdf$/)]);
  });
});

function resume(): Part {
  return { name: 'file', filename: 'cv.pdf', data: PDF };
}
