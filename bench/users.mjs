// 100 000 users on SQLite, 50 concurrent clients (issue 4): filtered, sorted, paged /sys/user/list p95 < 50 ms,
// and 10× what Directus and Strapi reach (paged list with total ~55 req/s, filtered ~38, one item ~290-465).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { adminToken, measure, startServer } from './server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = 18600 + Math.floor(Math.random() * 300);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-users-'));
try {
  // First start: migrations and seed; then bulk-load users straight into the database.
  let s = await startServer(dataDir, PORT);
  await s.stop();
  const db = new Database(join(dataDir, 'yunzhan.db'));
  const departs = db.prepare('select id, org_code from sys_depart').all();
  const insertUser = db.prepare(
    `insert into sys_user (id, username, realname, password, sex, email, phone, org_code, status, del_flag, work_no,
      user_identity, password_change_required, create_by, create_time)
     values (?, ?, ?, 'x', ?, ?, ?, ?, ?, 0, ?, 1, 0, 'admin', ?)`,
  );
  const insertLink = db.prepare('insert into sys_user_depart (id, user_id, dep_id) values (?, ?, ?)');
  const started = Date.now();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const id = `bench${String(i).padStart(27, '0')}`;
      const d = departs[i % departs.length];
      const name = SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7) % GIVEN.length] + GIVEN[(i * 13) % GIVEN.length];
      const t = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString().replace('T', ' ').slice(0, 19);
      insertUser.run(
        id,
        `user${i}`,
        name,
        1 + (i % 2),
        `user${i}@example.com`,
        `139${String(i).padStart(8, '0')}`,
        d.org_code,
        i % 50 === 0 ? 2 : 1,
        `W${String(i).padStart(6, '0')}`,
        t,
      );
      insertLink.run(`link${String(i).padStart(28, '0')}`, id, d.id);
    }
  })();
  db.close();
  console.log(`loaded ${ROWS} users in ${Date.now() - started} ms\n`);

  s = await startServer(dataDir, PORT);
  try {
    const token = await adminToken(s.base);
    const list = `${s.base}/sys/user/list`;
    const cases = [
      { name: 'page 1 with total', url: `${list}?pageNo=1&pageSize=10`, minRps: 550, maxP95: 50 },
      {
        name: 'page 500 sorted by username',
        url: `${list}?pageNo=500&pageSize=10&column=username&order=asc`,
        minRps: 550,
        maxP95: 50,
      },
      {
        name: 'filtered (sex, status) sorted',
        url: `${list}?sex=1&status=1&column=createTime&order=desc`,
        minRps: 380,
        maxP95: 50,
      },
      {
        name: 'filtered by username prefix',
        url: `${list}?username=${encodeURIComponent('user123*')}`,
        minRps: 380,
        maxP95: 50,
      },
      {
        name: 'one item',
        url: `${s.base}/sys/user/queryById?id=bench${'0'.repeat(22)}12345`,
        minRps: 2900,
        maxP95: 50,
      },
    ];
    let failed = 0;
    for (const c of cases) if (!(await measure(autocannon, { ...c, token, seconds: SECONDS }))) failed++;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await s.stop();
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
