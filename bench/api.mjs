// Session endpoints every page load calls, 50 concurrent clients on SQLite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, measure, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = 18090 + Math.floor(Math.random() * 500);

const CASES = [
  { name: 'menu and permissions', path: '/sys/permission/getUserPermissionByToken', minRps: 2000, maxP95: 100 },
  { name: 'current user sites', path: '/sys/user/getCurrentUserSites', minRps: 1500, maxP95: 100 },
  { name: 'all dictionaries', path: '/sys/dict/queryAllDictItems', minRps: 2000, maxP95: 100 },
  { name: 'visit statistics', path: '/sys/visitInfo', minRps: 500, maxP95: 200 },
];

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-'));
const s = await startServer(dataDir, PORT);
try {
  const token = await adminToken(s.base);
  console.log(`API benchmark: 50 connections, ${SECONDS} s each, SQLite\n`);
  let failed = 0;
  for (const c of CASES) {
    if (!(await measure({ ...c, url: `${s.base}${c.path}`, token, seconds: SECONDS }))) failed++;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
