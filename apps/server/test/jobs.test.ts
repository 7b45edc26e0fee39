import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, newId } from '../src/core/time.js';
import { PG_DUMP_MISSING } from '../src/modules/quartz/handlers/backup.js';
import { LEASE_LOST, OVERLAP } from '../src/modules/quartz/runner.js';
import { postImport, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';

const Q = '/sys/quartzJob';
const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const EVERY_SECOND = '0/1 * * * * ? *';
/** A cron that does not fire during a test (jobs run by hand). */
const YEARLY = '0 0 3 1 1 ? *';

interface Run {
  id: string;
  fireAt: number;
  fireTime: string;
  triggerType: string;
  attempt: number;
  status: string;
  node: string;
  message: string | null;
  error: string | null;
  durationMs: number | null;
}

const until = async <T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
};

describe('定时任务: registry, runs, leases, misfires', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'on', JOB_LEASE_SECONDS: '2' });
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  const add = async (body: Record<string, unknown>) => {
    const res = await call(t, 'POST', `${Q}/add`, { token: admin, body: { status: 0, ...body } });
    expect(res.body.success, res.body.message).toBe(true);
    const row = await t.ctx.db
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('jobClassName', '=', String(body.jobClassName))
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const runs = async (jobId: string): Promise<Run[]> =>
    (await call(t, 'GET', `${Q}/logList?jobId=${jobId}&pageSize=200`, { token: admin })).body.result.records;
  const remove = (id: string) => call(t, 'DELETE', `${Q}/delete?id=${id}`, { token: admin });

  it('refuses a class name no handler has, and a parameter its handler does not accept', async () => {
    const before = (await call(t, 'GET', `${Q}/list`, { token: admin })).body.result.total;
    const rce = await call(t, 'POST', `${Q}/add`, {
      token: admin,
      body: { jobClassName: 'java.lang.Runtime', cronExpression: YEARLY, status: 0 },
    });
    expect(rce.body).toMatchObject({ success: false, message: '后台找不到该类名：java.lang.Runtime' });
    // Parameters are checked by the handler's schema: the seeded 日志清理 job's.
    const seeded = (await call(t, 'GET', `${Q}/list?jobClassName=LogRetentionJob`, { token: admin })).body.result
      .records[0];
    const edit = (parameter: string) =>
      call(t, 'PUT', `${Q}/edit`, { token: admin, body: { id: seeded.id, parameter } }).then((r) => r.body.message);
    expect(await edit('{"loginDays":0}')).toBe('参数错误：参数 loginDays：应为 1 到 3650 之间的整数');
    expect(await edit('{"loginDays":30,"rm":"-rf"}')).toBe('参数错误：参数中有未知的项：rm');
    expect(await edit('loginDays=30')).toContain('参数错误：参数应为 JSON 对象');
    const never = await call(t, 'POST', `${Q}/add`, {
      token: admin,
      body: { jobClassName: 'SampleJob', cronExpression: '0 0 0 1 1 ? 2020', status: 0 },
    });
    expect(never.body.message).toBe('按该Cron表达式，任务以后不会再执行，请修改表达式或停止任务');
    expect((await call(t, 'GET', `${Q}/list`, { token: admin })).body.result.total).toBe(before);

    const handlers = (await call(t, 'GET', `${Q}/handlers`, { token: admin })).body.result as { name: string }[];
    expect(handlers.map((h) => h.name)).toEqual(
      expect.arrayContaining(['SampleJob', 'SampleParamJob', 'AsyncJob', 'DatabaseBackupJob', 'LogRetentionJob']),
    );
  });

  it('imports a JeecgBoot job list: its sample class names work, an unknown class is a row error', async () => {
    const file = await xlsxOf([
      ['任务类名', 'Cron表达式', '参数', '描述', '状态'],
      ['org.jeecg.modules.quartz.job.SampleParamJob', '0 0 4 * * ? *', 'hello', '导入的示例', '停止'],
      ['com.example.Exploit', '0 0 4 * * ? *', '', '不认识的类', '正常'],
    ]);
    const body = (await postImport(t, `${Q}/importExcel`, 'jobs.xlsx', file, admin)).json();
    expect(body).toMatchObject({ code: 201 });
    expect(body.result).toMatchObject({ successCount: 1, errorCount: 1 });
    const report = await t.app.inject({ url: `${API}${body.result.fileUrl}`, headers: { 'x-access-token': admin } });
    expect(report.body).toContain('后台找不到该类名：com.example.Exploit');
    const [row] = (await call(t, 'GET', `${Q}/list?description=导入的示例`, { token: admin })).body.result.records;
    expect(row).toMatchObject({ status: -1, nextFireTime: null, handlerTitle: '带参数的示例任务' });
    await call(t, 'DELETE', `${Q}/delete?id=${row.id}`, { token: admin });
  });

  it('answers 401 without a token and 403 without the permission on every job route', async () => {
    await createUser(t, { username: 'no_jobs', roleCodes: ['editor'] });
    const user = await login(t, 'no_jobs');
    const paths: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', `${Q}/list`],
      ['GET', `${Q}/queryById?id=x`],
      ['POST', `${Q}/add`],
      ['PUT', `${Q}/edit`],
      ['DELETE', `${Q}/delete?id=x`],
      ['DELETE', `${Q}/deleteBatch?ids=x`],
      ['GET', `${Q}/pause?id=x`],
      ['GET', `${Q}/resume?id=x`],
      ['GET', `${Q}/execute?id=x`],
      ['GET', `${Q}/logList?jobId=x`],
      ['GET', `${Q}/handlers`],
      ['GET', `${Q}/exportXls`],
      ['POST', `${Q}/importExcel`],
    ];
    for (const [method, path] of paths) {
      expect((await call(t, method, path)).status, path).toBe(401);
      expect((await call(t, method, path, { token: user })).status, path).toBe(403);
    }
  });

  it('runs a job every second once per fire, stops on 暂停, and 立即执行 runs once without changing the status', async () => {
    const id = await add({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', cronExpression: EVERY_SECOND });
    const done = await until(async () => {
      const ok = (await runs(id)).filter((r) => r.status === 'success');
      return ok.length >= 3 ? ok : undefined;
    });
    expect(done[0]).toMatchObject({ triggerType: 'schedule', attempt: 1 });
    expect(done[0].message).toContain('普通定时任务 SampleJob 执行');
    const fires = done.map((r) => r.fireAt);
    expect(new Set(fires).size).toBe(fires.length);
    for (const f of fires) expect(f % 1000).toBe(0);
    const listed = (await call(t, 'GET', `${Q}/list?jobClassName=*SampleJob`, { token: admin })).body.result.records[0];
    expect(listed.nextFireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(listed.handlerTitle).toBe('示例任务');

    expect((await call(t, 'GET', `${Q}/pause?id=${id}`, { token: admin })).body.message).toBe('暂停定时任务成功');
    await new Promise((r) => setTimeout(r, 1200));
    const stopped = (await runs(id)).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await runs(id)).length).toBe(stopped);

    expect((await call(t, 'GET', `${Q}/execute?id=${id}`, { token: admin })).body.message).toBe('执行成功!');
    const manual = await until(async () =>
      (await runs(id)).find((r) => r.triggerType === 'manual' && r.status !== 'running'),
    );
    expect(manual.status).toBe('success');
    const row = (await call(t, 'GET', `${Q}/queryById?id=${id}`, { token: admin })).body.result;
    expect(row.status).toBe(-1);
    expect(row.nextFireTime).toBeNull();
    await remove(id);
    expect(await runs(id)).toEqual([]);
  });

  it('names the handlers and the run log in English for the English interface (issue 22)', async () => {
    const EN = { 'accept-language': 'en-US' };
    const CJK = /[\u3400-\u9fff]/;
    interface Info {
      name: string;
      title: string;
      description: string;
    }
    const handlers = async (headers?: Record<string, string>) =>
      (await call(t, 'GET', `${Q}/handlers`, { token: admin, headers })).body.result as Info[];
    const en = await handlers(EN);
    expect(en.filter((h) => CJK.test(h.title) || CJK.test(h.description)).map((h) => h.name)).toEqual([]);
    expect(en.find((h) => h.name === 'SampleParamJob')?.title).toBe('Sample job with a parameter');
    expect((await handlers()).find((h) => h.name === 'SampleParamJob')?.title).toBe('带参数的示例任务');

    const id = await add({ jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob', cronExpression: YEARLY });
    await call(t, 'GET', `${Q}/execute?id=${id}`, { token: admin });
    await until(async () => (await runs(id)).find((r) => r.status === 'success'));
    const log = (headers?: Record<string, string>) =>
      call(t, 'GET', `${Q}/logList?jobId=${id}`, { token: admin, headers }).then((r) => r.body.result.records[0]);
    expect(await log(EN)).toMatchObject({ status_dictText: 'Succeeded', triggerType_dictText: 'Manual' });
    expect(await log()).toMatchObject({ status_dictText: '成功', triggerType_dictText: '手动' });
    await remove(id);
  });

  it('never overlaps runs of a job: fires while one runs are skipped', async () => {
    const id = await add({ jobClassName: 'AsyncJob', parameter: '2', cronExpression: EVERY_SECOND });
    const skipped = await until(async () => (await runs(id)).find((r) => r.status === 'skipped'));
    expect(skipped.message).toBe(OVERLAP);
    await call(t, 'GET', `${Q}/pause?id=${id}`, { token: admin });
    const all = await runs(id);
    expect(all.filter((r) => r.status === 'running').length).toBeLessThanOrEqual(1);
    expect((await call(t, 'GET', `${Q}/execute?id=${id}`, { token: admin })).body.message).toMatch(
      /执行成功!|任务正在执行中，请稍后再试/,
    );
    await until(async () => ((await runs(id)).some((r) => r.status === 'running') ? undefined : true));
    await remove(id);
  });

  it('aborts a run past its timeout and retries it after the interval', async () => {
    const slow = await add({
      jobClassName: 'AsyncJob',
      cronExpression: YEARLY,
      parameter: '5',
      status: -1,
      timeoutSeconds: 1,
      retryCount: 1,
      retryInterval: 1,
    });
    await call(t, 'GET', `${Q}/execute?id=${slow}`, { token: admin });
    const attempts = await until(async () => {
      const r = (await runs(slow)).filter((x) => x.status === 'failed');
      return r.length === 2 ? r : undefined;
    }, 15_000);
    expect(attempts.map((r) => r.attempt).sort()).toEqual([1, 2]);
    expect(attempts[0].message).toBe('执行超时（超过 1 秒），已中止');
    expect(attempts[0].fireAt).toBe(attempts[1].fireAt);
    await remove(slow);
  });

  it('gives up the lease of a run whose process stopped renewing it', async () => {
    const id = await add({ jobClassName: 'SampleParamJob', parameter: 'lease', cronExpression: YEARLY });
    const leaseId = newId();
    // What a process killed mid-run leaves: its lease (expired), its row still running.
    await t.ctx.db
      .updateTable('sysQuartzTrigger')
      .set({ leaseId, leaseNode: 'dead-host:1', leaseUntil: Date.now() - 1000 })
      .where('jobId', '=', id)
      .execute();
    await t.ctx.db
      .insertInto('sysQuartzJobLog')
      .values({
        id: newId(),
        jobId: id,
        fireAt: Date.now() - 10_000,
        triggerType: 'schedule',
        attempt: 1,
        startTime: formatDateTime(),
        endTime: null,
        durationMs: null,
        node: 'dead-host:1',
        status: 'running',
        leaseId,
        message: null,
        error: null,
      })
      .execute();
    const lost = await until(async () =>
      (await runs(id)).find((r) => r.node === 'dead-host:1' && r.status === 'failed'),
    );
    expect(lost.message).toBe(LEASE_LOST);
    // The lock is free: 立即执行 runs.
    expect((await call(t, 'GET', `${Q}/execute?id=${id}`, { token: admin })).body.message).toBe('执行成功!');
    await until(async () => (await runs(id)).find((r) => r.triggerType === 'manual' && r.status === 'success'));
    await remove(id);
  });

  it('follows the misfire policy after downtime: run once now, or skip', async () => {
    const once = await add({ jobClassName: 'SampleParamJob', parameter: 'once', cronExpression: '0 0/5 * * * ? *' });
    const skip = await add({ jobClassName: 'SampleJob', cronExpression: '0 0/5 * * * ? *', misfireOnce: 'N' });
    // The servers were down for an hour: both jobs' next fire lies in the past.
    const hourAgo = Math.floor((Date.now() - 3_600_000) / 1000) * 1000;
    await t.ctx.db
      .updateTable('sysQuartzTrigger')
      .set({ nextFireAt: hourAgo })
      .where('jobId', 'in', [once, skip])
      .execute();
    const ran = await until(async () => (await runs(once)).find((r) => r.status === 'success'));
    expect(ran).toMatchObject({ triggerType: 'misfire', fireAt: hourAgo });
    const skipped = await until(async () => (await runs(skip)).find((r) => r.status === 'skipped'));
    expect(skipped).toMatchObject({ triggerType: 'misfire', fireAt: hourAgo });
    expect(await runs(once)).toHaveLength(1);
    const next = await t.ctx.db
      .selectFrom('sysQuartzTrigger')
      .select('nextFireAt')
      .where('jobId', '=', skip)
      .executeTakeFirstOrThrow();
    expect(Number(next.nextFireAt)).toBeGreaterThan(Date.now());
    await remove(once);
    await remove(skip);
  });

  it('日志清理 deletes logs past their days, run logs past their count', async () => {
    const old = formatDateTime(new Date(Date.now() - 40 * 86_400_000));
    const logRow = (logType: number, createTime: string) => ({
      id: newId(),
      tenantId: 1,
      logType,
      logContent: `保留测试 ${logType} ${createTime}`,
      createTime,
    });
    await t.ctx.db
      .insertInto('sysLog')
      .values([logRow(1, old), logRow(2, old), logRow(1, formatDateTime())])
      .execute();
    const job = await t.ctx.db
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('jobClassName', '=', 'LogRetentionJob')
      .executeTakeFirstOrThrow();
    await call(t, 'PUT', `${Q}/edit`, {
      token: admin,
      body: { id: job.id, parameter: '{"loginDays":30,"operationDays":30,"jobLogDays":30,"jobLogKeep":10}' },
    });
    expect((await call(t, 'GET', `${Q}/execute?id=${job.id}`, { token: admin })).body.success).toBe(true);
    const result = await until(async () => (await runs(job.id)).find((r) => r.status !== 'running'));
    expect(result.status).toBe('success');
    expect(result.message).toMatch(/^删除登录日志 \d+ 条、操作日志 \d+ 条、运行日志 \d+ 条$/);
    const left = await t.ctx.db
      .selectFrom('sysLog')
      .select('createTime')
      .where('logContent', 'like', '保留测试%')
      .execute();
    expect(left.map((r) => r.createTime)).not.toContain(old);
    expect(left).toHaveLength(1);
  });

  it('数据库备份: an online SQLite copy in DATA_DIR/backups, or pg_dump (and says so when it is missing)', async () => {
    const job = await t.ctx.db
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('jobClassName', '=', 'DatabaseBackupJob')
      .executeTakeFirstOrThrow();
    const dir = join(t.ctx.config.dataDir, 'backups');
    const finished = async (count: number) =>
      until(async () => {
        const r = (await runs(job.id)).filter((x) => x.status !== 'running');
        return r.length >= count ? r[0] : undefined;
      }, 30_000);
    await call(t, 'GET', `${Q}/execute?id=${job.id}`, { token: admin });
    const first = await finished(1);
    expect(first.status, first.error ?? '').toBe('success');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    if (!ON_POSTGRES) {
      const copy = new SQLite(join(dir, files[0]), { readonly: true });
      expect((copy.prepare('select count(*) as n from sys_user').get() as { n: number }).n).toBeGreaterThan(0);
      copy.close();
      return;
    }
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      await new Promise((r) => setTimeout(r, 1100));
      await call(t, 'GET', `${Q}/execute?id=${job.id}`, { token: admin });
      const second = await finished(2);
      expect(second).toMatchObject({ status: 'failed', error: PG_DUMP_MISSING });
    } finally {
      process.env.PATH = path;
    }
    expect(existsSync(dir) && readdirSync(dir)).toHaveLength(1);
  });
});
