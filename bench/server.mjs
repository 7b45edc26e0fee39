// Starts and stops the built server on a data folder, for the benchmarks.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { load, loadGenerator } from './load.mjs';

export const BENCH_PASSWORD = 'Bench@2026x';

/** `workers`: server processes (WORKERS); the API benchmarks run one per core, as the README advises. `env`: more. */
export async function startServer(dataDir, port, { workers = 1, env = {} } = {}) {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      CAPTCHA: 'off',
      LOG_LEVEL: 'error',
      LOGIN_RATE_LIMIT: '1000',
      WORKERS: String(workers),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/system-api`;
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`${base}/sys/randomImage/bench`);
      return { base, server, stop: () => new Promise((r) => server.once('exit', r).kill()) };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill();
  throw new Error('server did not start');
}

/** The result of admin's login (token, userInfo, …). */
export async function adminLogin(base) {
  const res = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
  });
  return (await res.json()).result;
}

export async function adminToken(base) {
  return (await adminLogin(base)).token;
}

/**
 * Runs the shared load generator (wrk when installed, else autocannon: `load.mjs`) on one endpoint with 50 clients
 * and prints PASS/FAIL against its targets; returns whether it passed.
 */
export async function measure({ name, url, token, minRps, maxP95, seconds }) {
  const options = { url, connections: 50, headers: { 'x-access-token': token, 'accept-encoding': 'gzip' } };
  // An unmeasured run first: every server process compiles its code paths and warms its caches and the
  // database pages, as a server in use has (measured: without it the first case ran ~35 % slower).
  await load({ ...options, seconds: 3 });
  const r = await load({ ...options, seconds });
  const other = Object.entries(r.codes).filter(([code]) => !code.startsWith('2'));
  const ok = other.length === 0 && r.errors === 0 && r.rps >= minRps && r.p95 <= maxP95;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${String(Math.round(r.rps)).padStart(6)} req/s (≥ ${minRps})` +
      `  p95 ${r.p95} ms (≤ ${maxP95})  errors ${r.errors}  status ${JSON.stringify(r.codes)}  (${loadGenerator})`,
  );
  return ok;
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';

/**
 * Bulk-loads `rows` users (user0 …, one department each) straight into the SQLite database of a data folder
 * whose server has run once (migrated and seeded) and is stopped. Answers the milliseconds it took.
 */
/** A random number in [0, 1) from a seed (mulberry32): the same names on every run. */
function seeded(seed) {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * A believable name: a common surname and one or two given-name characters (seven in ten have two), drawn at
 * random, so one character matches thousands of users and two or three characters a few dozen to a hundred.
 */
export function chineseName(i) {
  const pick = (list, k) => list[Math.floor(seeded(i * 4 + k) * list.length)];
  return pick(SURNAMES, 0) + pick(GIVEN, 1) + (seeded(i * 4 + 2) < 0.7 ? pick(GIVEN, 3) : '');
}

export function loadUsers(dataDir, rows) {
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
    for (let i = 0; i < rows; i++) {
      const id = `bench${String(i).padStart(27, '0')}`;
      const d = departs[i % departs.length];
      const name = chineseName(i);
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
  return Date.now() - started;
}
