// API benchmark: starts the built server on a fresh SQLite database, signs in, and drives each endpoint
// with 50 concurrent clients. Targets: 10× what Directus and Strapi reach on the same kind of machine
// (paged list with total ~55 req/s, filtered list ~38, one item ~290-465).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = 18090 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}/system-api`;
const PASSWORD = 'Bench@2026x';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** Endpoint, minimum requests per second, maximum p97.5 latency in ms. */
const CASES = [
  { name: 'menu and permissions', path: '/sys/permission/getUserPermissionByToken', minRps: 2000, maxP97: 100 },
  { name: 'current user sites', path: '/sys/user/getCurrentUserSites', minRps: 1500, maxP97: 100 },
  { name: 'all dictionaries', path: '/sys/dict/queryAllDictItems', minRps: 2000, maxP97: 100 },
  { name: 'visit statistics', path: '/sys/visitInfo', minRps: 500, maxP97: 200 },
];

async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not start: ${url}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let failed = 0;
try {
  await waitFor(`${BASE}/sys/randomImage/bench`);
  const login = await (
    await fetch(`${BASE}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    })
  ).json();
  const token = login.result.token;
  console.log(`API benchmark: 50 connections, ${SECONDS} s each, SQLite\n`);
  for (const c of CASES) {
    const r = await autocannon({
      url: `${BASE}${c.path}`,
      connections: 50,
      duration: SECONDS,
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip' },
    });
    const ok = r.non2xx === 0 && r.errors === 0 && r.requests.average >= c.minRps && r.latency.p97_5 <= c.maxP97;
    if (!ok) failed++;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(6)} req/s (≥ ${c.minRps})` +
        `  p97.5 ${r.latency.p97_5} ms (≤ ${c.maxP97})  errors ${r.errors} non-2xx ${r.non2xx}`,
    );
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
