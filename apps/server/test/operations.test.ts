import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/core/time.js';
import { dynamic } from '../src/db/index.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** A minimal MP4: ftyp, media data, then the movie header at the end (as many encoders write it). */
function mp4(timescale: number, duration: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(duration, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
    box('mdat', Buffer.alloc(1000, 7)),
    box('moov', box('mvhd', mvhd)),
  ]);
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500)]);
const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));

describe('内容运营: recruitment, videos, reports, statistics', () => {
  let t: TestApp;
  let admin: string;
  let ipNo = 0;
  const back = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });
  const upload = async (name: string, data: Buffer) => {
    const m = multipart({ name, data }, { biz: 'cms' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: m.payload,
      headers: { ...m.headers, 'x-access-token': admin },
    });
    expect(res.json().success, res.body).toBe(true);
    return res.json().message as string;
  };
  const add = async (module: string, body: Record<string, unknown>) => {
    const r = await back('POST', `/cms/${module}/add`, body);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.result as string;
  };
  const publish = async (module: string, id: string) =>
    expect((await back('PUT', `/cms/${module}/publish`, { ids: id })).body.success).toBe(true);
  const apply = (fields: Record<string, string>, file?: { name: string; data: Buffer }, site = 'cn') => {
    const m = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/public/${site}/intake/application`,
      payload: m.payload,
      headers: m.headers,
      remoteAddress: `10.3.0.${++ipNo}`,
    });
  };
  const position = async (title: string, closingDate: string | null) => {
    const id = await add('recruitment', { title, kind: 'social', headcount: 2, closingDate });
    await publish('recruitment', id);
    return id;
  };
  const applicant = { name: '张三', phone: '13800138000', email: 'zs@example.com' };

  beforeAll(async () => {
    t = await createTestApp({ INTAKE_RATE_LIMIT: '1000' });
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('hides a position after its closing date and refuses applications to it', async () => {
    const open = await position('今天截止的职位', day(0));
    const closed = await position('昨天截止的职位', day(-1));
    const list = (await call(t, 'GET', '/api/public/cn/job?pageSize=50')).body.result.records;
    expect(list.map((r: { id: string }) => r.id)).toContain(open);
    expect(list.map((r: { id: string }) => r.id)).not.toContain(closed);
    expect((await call(t, 'GET', `/api/public/cn/job/${closed}`)).status).toBe(404);
    expect((await call(t, 'GET', `/site/cn/job/${closed}`)).status).toBe(404);

    const refused = await apply({ positionId: closed, ...applicant }, { name: 'cv.pdf', data: PDF });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该职位已截止或不存在，无法投递');
    const draft = await add('recruitment', { title: '草稿职位', kind: 'campus' });
    expect((await apply({ positionId: draft, ...applicant }, { name: 'cv.pdf', data: PDF })).statusCode).toBe(400);
  });

  it('takes a resume only when its content is a PDF or Word file', async () => {
    const id = await position('测试工程师', null);
    const fields = { positionId: id, ...applicant };
    expect((await apply(fields)).json().message).toBe('请上传简历');
    const fake = await apply(fields, { name: 'cv.pdf', data: Buffer.from('<script>alert(1)</script>') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('简历仅支持PDF或Word文件');
    expect((await apply(fields, { name: 'cv.exe', data: Buffer.from('MZ....') })).json().message).toBe(
      '简历仅支持PDF或Word文件',
    );
    expect((await apply(fields, { name: 'cv.doc', data: PDF })).json().message).toBe('简历仅支持PDF或Word文件');
    expect((await apply({ ...fields, phone: 'abc' }, { name: 'cv.pdf', data: PDF })).json().message).toBe(
      '手机号格式不正确',
    );
    const word = await apply(fields, { name: '简历.doc', data: DOC });
    expect(word.json(), word.body).toMatchObject({ success: true, message: '投递成功' });
    const row = (await back('GET', `/cms/jobApplication/queryById?id=${word.json().result.id}`)).body.result;
    expect(row).toMatchObject({ status: 'new', name: '张三', positionId: id });
    expect(row.resume).toMatch(/^resume\/\d{8}\/[0-9a-f]{32}\.doc$/);
    // The resume is staff-only: no session, no file.
    expect((await t.app.inject({ url: `${API}/sys/common/static/${row.resume}` })).statusCode).toBe(401);
    const own = await t.app.inject({
      url: `${API}/sys/common/static/${row.resume}`,
      headers: { 'x-access-token': admin },
    });
    expect(own.statusCode).toBe(200);
  });

  it('moves an application only along the pipeline; new ones are the badge of 招聘管理', async () => {
    const id = await position('前端工程师', day(30));
    const badge = async () => (await back('GET', '/intake/unread')).body.result['cms/RecruitmentList'] as number;
    const before = await badge();
    const res = await apply({ positionId: id, ...applicant }, { name: 'cv.pdf', data: PDF });
    const app = res.json().result.id as string;
    expect(await badge()).toBe(before + 1);
    const move = (status: string) => back('PUT', '/cms/jobApplication/move', { id: app, status });
    expect((await move('interview')).body.message).toBe('不能从「新投递」移到「面试」');
    expect((await move('screening')).body.success).toBe(true);
    expect(await badge()).toBe(before);
    expect((await move('interview')).body.success).toBe(true);
    expect((await move('hired')).body.success).toBe(true);
    expect((await move('rejected')).body.message).toBe('不能从「录用」移到「不合适」');
    expect((await move('nope')).body.message).toBe('状态不正确');
    expect((await back('GET', `/cms/jobApplication/queryById?id=${app}`)).body.result.status).toBe('hired');
    // Neither the form nor an edit sets the status.
    const added = await add('jobApplication', { positionId: id, ...applicant, status: 'hired' });
    expect((await back('GET', `/cms/jobApplication/queryById?id=${added}`)).body.result.status).toBe('new');
    await back('POST', '/cms/jobApplication/edit', { id: added, status: 'hired' });
    expect((await back('GET', `/cms/jobApplication/queryById?id=${added}`)).body.result.status).toBe('new');
  });

  it('reads a video’s duration from the file and streams published videos with ranges', async () => {
    const data = mp4(1000, 95_600);
    const file = await upload('产品介绍.mp4', data);
    expect(
      (await back('POST', '/cms/video/add', { title: '坏视频', category: 'product', file: await upload('x.pdf', PDF) }))
        .body.message,
    ).toBe('请上传mp4视频');
    const id = await add('video', { title: '产品介绍', category: 'product', file, duration: 1 });
    expect((await back('GET', `/cms/video/queryById?id=${id}`)).body.result.duration).toBe(96);
    const stream = (range?: string) =>
      t.app.inject({ url: `/api/public/cn/video/${id}/stream`, headers: range ? { range } : {} });

    expect((await stream()).statusCode).toBe(404);
    await publish('video', id);
    const whole = await stream();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(data)).toBe(true);
    const part = await stream('bytes=0-9');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${data.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(data.subarray(0, 10))).toBe(true);
    const tail = await stream('bytes=-16');
    expect(tail.headers['content-range']).toBe(`bytes ${data.length - 16}-${data.length - 1}/${data.length}`);
    expect(tail.rawPayload.equals(data.subarray(data.length - 16))).toBe(true);
    const open = await stream(`bytes=${data.length - 4}-`);
    expect(open.rawPayload.length).toBe(4);
    const bad = await stream(`bytes=${data.length}-`);
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${data.length}`);
    expect((await stream('bytes=9-3')).statusCode).toBe(416);
    expect((await t.app.inject({ url: `/api/public/en/video/${id}/stream` })).statusCode).toBe(404);

    await back('PUT', '/cms/video/offline', { ids: id });
    expect((await stream('bytes=0-9')).statusCode).toBe(404);
  });

  it('serves a published report’s PDF and refuses a file that is not one', async () => {
    expect(
      (
        await back('POST', '/cms/report/add', {
          title: '坏报告',
          category: 'annual',
          file: await upload('x.mp4', mp4(1, 1)),
        })
      ).body.message,
    ).toBe('请上传PDF文件');
    const id = await add('report', { title: '2025年度报告', category: 'annual', file: await upload('r.pdf', PDF) });
    const get = () => t.app.inject({ url: `/api/public/cn/report/${id}/file` });
    expect((await get()).statusCode).toBe(404);
    await publish('report', id);
    const pdf = await get();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('seeds playable demo videos: an H.264/AAC MP4 answering ranges, its duration read from it, a cover', async () => {
    const list = (await call(t, 'GET', '/api/public/cn/video?pageSize=50')).body.result.records;
    const intro = list.find((v: { title: string }) => v.title === '云站智能终端产品介绍');
    expect(intro).toMatchObject({ duration: 6 });
    expect(intro.cover_url).toBeTruthy();
    const cover = await t.app.inject({ url: intro.cover_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const url = `/api/public/cn/video/${intro.id}/stream`;
    const head = await t.app.inject({ url, headers: { range: 'bytes=0-4095' } });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    // Fast start: the movie header (with both tracks' sample descriptions) comes first, so a player starts at once.
    const header = head.rawPayload.toString('latin1');
    expect(header).toContain('moov');
    expect(header).toContain('avc1');
    expect(header).toContain('mp4a');
    const size = Number(String(head.headers['content-range']).split('/')[1]);
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThanOrEqual(200 * 1024);
    const tail = await t.app.inject({ url, headers: { range: `bytes=${size - 100}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(100);
  });

  it('renders job, video and report pages; the job page’s form applies and answers with a page', async () => {
    const job = await position('渲染测试职位', day(10));
    const page = (await call(t, 'GET', `/site/cn/job/${job}`)).body as string;
    expect(page).toContain('action="/api/public/cn/intake/application"');
    expect(page).toContain(`name="positionId" value="${job}"`);
    expect((await call(t, 'GET', '/site/cn/job')).body).toContain('渲染测试职位');
    const m = multipart({ name: 'cv.pdf', data: PDF }, { positionId: job, ...applicant });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/public/cn/intake/application',
      payload: m.payload,
      headers: { ...m.headers, accept: 'text/html' },
      remoteAddress: '10.5.0.1',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-type']).toContain('text/html');
    expect(posted.body).toContain('投递成功');

    const video = (await call(t, 'GET', '/api/public/cn/video')).body.result.records[0];
    if (video) {
      const html = (await call(t, 'GET', `/site/cn/video/${video.id}`)).body as string;
      expect(html).toContain(`<video controls preload="metadata" src="/api/public/cn/video/${video.id}/stream"`);
    }
    const report = (await call(t, 'GET', '/api/public/cn/report')).body.result.records[0];
    expect((await call(t, 'GET', `/site/cn/report/${report.id}`)).body).toContain(
      `/api/public/cn/report/${report.id}/file`,
    );
  });

  it('counts views, downloads, searches and submissions per site and day, written in batches', async () => {
    const job = await position('统计专用职位', null);
    const report = await add('report', {
      title: '统计白皮书',
      category: 'whitepaper',
      file: await upload('w.pdf', PDF),
    });
    await publish('report', report);
    await t.operations.recorder.flush();
    // The demo traffic aside: the hits below are all there is (the top lists hold them).
    await dynamic(t.ctx.db).deleteFrom('cms_stat_daily').execute();
    const before = (await back('GET', `/cms/statistics/summary?from=${day(0)}&to=${day(0)}`)).body.result;

    const get = (url: string) => t.app.inject({ url, remoteAddress: `10.4.0.${++ipNo}` });
    for (let i = 0; i < 3; i++) expect((await get(`/api/public/cn/job/${job}`)).statusCode).toBe(200);
    expect((await get(`/site/cn/job/${job}`)).statusCode).toBe(200);
    expect((await get(`/api/public/cn/job?q=${encodeURIComponent('工程师')}`)).statusCode).toBe(200);
    expect((await get(`/site/cn/job?q=${encodeURIComponent('工程师')}`)).statusCode).toBe(200);
    expect((await get(`/api/public/cn/report/${report}/file`)).statusCode).toBe(200);
    expect((await get('/api/public/cn/nomodule')).statusCode).toBe(404);
    expect((await get(`/api/public/en/job/${job}`)).statusCode).toBe(404);
    for (let i = 0; i < 5; i++) await get('/api/public/en/job');
    await apply({ positionId: job, ...applicant }, { name: 'cv.pdf', data: PDF });

    // Nothing is written on the request path: the counters move when the recorder flushes.
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .withoutPlugins()
            .selectFrom('cms_stat_daily' as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    await t.operations.recorder.flush();
    expect(await count()).toBeGreaterThan(rows);

    const stats = (await back('GET', `/cms/statistics/summary?from=${day(-6)}&to=${day(0)}`)).body.result;
    expect(stats.days).toHaveLength(7);
    const delta = (k: string) => stats.totals[k] - before.totals[k];
    expect(delta('views')).toBe(6); // 3 API + 1 page of the job, 2 lists (the en site's are not counted here)
    expect(delta('downloads')).toBe(1);
    expect(delta('searches')).toBe(2);
    expect(delta('intake')).toBe(1);
    expect(stats.topContent[0]).toMatchObject({ module: 'job', contentId: job, title: '统计专用职位', hits: 4 });
    expect(stats.topContent).toContainEqual(expect.objectContaining({ title: '统计白皮书', hits: 1 }));
    expect(stats.topSearches).toContainEqual({ term: '工程师', count: 2 });
    expect(stats.intake).toContainEqual(expect.objectContaining({ form: 'application', title: '应聘记录' }));
    const reports = (s: { modules: { module: string; downloads: number }[] }) =>
      s.modules.find((m) => m.module === 'report')?.downloads ?? 0;
    expect(reports(stats) - reports(before)).toBe(1);

    const xlsx = await t.app.inject({
      url: `${API}/cms/statistics/exportXls?from=${day(-6)}&to=${day(0)}`,
      headers: { 'x-access-token': admin },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await back('GET', `/cms/statistics/summary?from=${day(0)}&to=${day(-1)}`)).body.message).toBe(
      '开始日期不能晚于结束日期',
    );
    expect((await back('GET', '/cms/statistics/summary?from=2020-01-01&to=2026-01-01')).body.message).toBe(
      '统计区间不能超过366天',
    );
  });
});
