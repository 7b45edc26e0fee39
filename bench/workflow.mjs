// 审批流程 at scale (issue 25): 10 000 running instances and 100 000 finished tasks on SQLite, WORKERS = cores.
// Targets: the todo and done lists p95 < 50 ms at 50 clients; 100 concurrent approvals of different tasks, no error.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BENCH_PASSWORD, measure, startServer } from './server.mjs';

const RUNNING = Number(process.env.BENCH_RUNNING ?? 10_000);
const FINISHED_TASKS = Number(process.env.BENCH_FINISHED_TASKS ?? 100_000);
const APPROVERS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = 18900 + Math.floor(Math.random() * 300);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());

const id = () => randomBytes(16).toString('hex');
const api = (base, token) => async (method, path, body) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
};
const login = async (base, username) =>
  (await api(base)('POST', '/sys/login', { username, password: BENCH_PASSWORD })).result.token;

/** One real instance of the demo leave process, waiting at its department head: the template of the bulk rows. */
async function templateInstance(base) {
  const as = api(base, await login(base, 'zhangwei'));
  const processes = (await as('GET', '/actBusiness/processes')).result;
  const leave = processes.find((p) => p.processKey === 'leave');
  const data = { leaveType: 'annual', startDate: '2026-12-21', endDate: '2026-12-25', days: 5, reason: '压测' };
  const draft = await as('POST', '/actBusiness/add', { procDefId: leave.id, data, title: '压测模板' });
  const applied = await as('POST', '/actBusiness/apply', { id: draft.result.id });
  if (!applied.success) throw new Error(applied.message);
}

/**
 * Clones the template into `RUNNING` instances, each waiting at one of the approvers, and writes `FINISHED_TASKS`
 * done tasks of finished instances (five each) handled by the same approvers, straight into the database.
 */
function load(dataDir) {
  const db = new Database(join(dataDir, 'yunzhan.db'));
  const inst = db.prepare('select * from wf_instance limit 1').get();
  const task = db.prepare('select * from wf_task where instance_id = ?').get(inst.id);
  const business = db.prepare('select * from act_business where id = ?').get(inst.business_id);
  const leave = db.prepare('select * from wf_leave where id = ?').get(business.table_id);
  const checkpoint = db.prepare('select * from wf_checkpoint where instance_id = ?').get(inst.id);
  const zhangwei = db.prepare("select password, salt from sys_user where username = 'zhangwei'").get();
  const editorRole = db.prepare("select id from sys_role where role_code = 'editor'").get();
  const insert = (table, row) => {
    const cols = Object.keys(row);
    return db.prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`);
  };
  const started = Date.now();
  db.transaction(() => {
    const user = insert('sys_user', {
      id: 0,
      username: 0,
      realname: 0,
      password: 0,
      salt: 0,
      status: 0,
      del_flag: 0,
      org_code: 0,
      user_identity: 0,
      password_change_required: 0,
    });
    const role = insert('sys_user_role', { id: 0, user_id: 0, role_id: 0 });
    for (let a = 0; a < APPROVERS; a++) {
      const uid = `appr${String(a).padStart(28, '0')}`;
      user.run(uid, `appr${a}`, `审批人${a}`, zhangwei.password, zhangwei.salt, 1, 0, 'A01', 1, 0);
      role.run(id(), uid, editorRole.id);
    }
    const putInstance = insert('wf_instance', inst);
    const putTask = insert('wf_task', task);
    const putBusiness = insert('act_business', business);
    const putLeave = insert('wf_leave', leave);
    const putCheckpoint = insert('wf_checkpoint', checkpoint);
    const time = (i) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString().replace('T', ' ').slice(0, 19);
    for (let i = 0; i < RUNNING; i++) {
      const [iid, tid, bid, lid] = [id(), id(), id(), id()];
      const who = `appr${i % APPROVERS}`;
      putLeave.run(...Object.values({ ...leave, id: lid }));
      putBusiness.run(
        ...Object.values({ ...business, id: bid, table_id: lid, proc_inst_id: iid, title: `请假申请 ${i}` }),
      );
      putInstance.run(
        ...Object.values({ ...inst, id: iid, business_id: bid, title: `请假申请 ${i}`, start_time: time(i) }),
      );
      putTask.run(
        ...Object.values({
          ...task,
          id: tid,
          instance_id: iid,
          business_id: bid,
          assignee: who,
          assignee_name: who,
          title: `请假申请 ${i}`,
          create_time: time(i),
        }),
      );
      putCheckpoint.run(...Object.values({ ...checkpoint, instance_id: iid }));
    }
    for (let i = 0; i < FINISHED_TASKS / 5; i++) {
      const iid = id();
      putInstance.run(
        ...Object.values({
          ...inst,
          id: iid,
          business_id: id(),
          title: `已结束 ${i}`,
          status: 'completed',
          result: 2,
          state: null,
          start_time: time(i),
          end_time: time(i + 5),
          duration_ms: 300_000,
        }),
      );
      for (let k = 0; k < 5; k++) {
        const who = `appr${(i * 5 + k) % APPROVERS}`;
        putTask.run(
          ...Object.values({
            ...task,
            id: id(),
            instance_id: iid,
            assignee: who,
            assignee_name: who,
            title: `已结束 ${i}`,
            status: 'done',
            action: 'approve',
            comment: '同意',
            handled_by: who,
            handled_by_name: who,
            create_time: time(i + k),
            end_time: time(i + k + 1),
            duration_ms: 60_000,
          }),
        );
      }
    }
  })();
  db.exec('analyze');
  db.close();
  return Date.now() - started;
}

/** 100 approvers approve one task each, all at once: every approval must succeed. */
async function concurrentApprovals(base) {
  const work = [];
  for (let a = 0; a < 100; a++) {
    const as = api(base, await login(base, `appr${a % APPROVERS}`));
    const page = await as('GET', `/actTask/todoList?pageNo=${1 + Math.floor(a / APPROVERS)}&pageSize=1`);
    work.push(() => as('POST', '/actTask/pass', { id: page.result.records[0].id, comment: '同意' }));
  }
  const started = performance.now();
  const answers = await Promise.all(work.map((w) => w()));
  const ms = Math.round(performance.now() - started);
  const failed = answers.filter((r) => !r.success);
  const ok = failed.length === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  100 concurrent approvals of different tasks  ${ms} ms, ${failed.length} failed${failed.length ? `: ${failed[0].message}` : ''}`,
  );
  return ok;
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-workflow-'));
try {
  let s = await startServer(dataDir, PORT);
  await templateInstance(s.base);
  await s.stop();
  const ms = load(dataDir);
  console.log(
    `loaded ${RUNNING} running instances and ${FINISHED_TASKS} finished tasks in ${ms} ms; ${WORKERS} server processes\n`,
  );
  s = await startServer(dataDir, PORT, { workers: WORKERS });
  try {
    const token = await login(s.base, 'appr7');
    const cases = [
      { name: 'todo list, page 1 with total', url: `${s.base}/actTask/todoList?pageNo=1&pageSize=10` },
      {
        name: 'todo list, title filter',
        url: `${s.base}/actTask/todoList?pageNo=1&pageSize=10&name=${encodeURIComponent('申请 7')}`,
      },
      { name: 'done list, page 1 with total', url: `${s.base}/actTask/doneList?pageNo=1&pageSize=10` },
      { name: 'done list, page 50', url: `${s.base}/actTask/doneList?pageNo=50&pageSize=10` },
    ];
    let failed = 0;
    for (const c of cases) if (!(await measure({ ...c, token, minRps: 500, maxP95: 50, seconds: SECONDS }))) failed++;
    if (!(await concurrentApprovals(s.base))) failed++;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await s.stop();
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
