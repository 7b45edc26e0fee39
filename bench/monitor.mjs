// The cost of 系统监控 on the hot path (issue 23): the users list (100 000 users, page 1 with total, 50 clients,
// WORKERS = one per core) served with the request counters, the redacted trace and the /metrics histogram
// (MONITOR=on, METRICS_TOKEN set) and without them (MONITOR=off), in the same run. The two servers take turns, three
// rounds each, so that a machine whose load drifts weighs on both alike; the medians are compared.
// Target: with monitoring ≥ 95 % of without.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, loadGenerator } from './load.mjs';
import { adminToken, loadUsers, startServer } from './server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = 18900 + Math.floor(Math.random() * 90);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const TARGET = 0.95;

const VARIANTS = {
  off: { MONITOR: 'off' },
  on: { MONITOR: 'on', METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef' },
};
const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-monitor-'));
try {
  let s = await startServer(dataDir, PORT);
  await s.stop();
  loadUsers(dataDir, ROWS);
  console.log(`${ROWS} users, ${WORKERS} server processes, ${loadGenerator}; load average before: ${load1()}\n`);
  const results = { off: [], on: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of round % 2 ? ['off', 'on'] : ['on', 'off']) {
      s = await startServer(dataDir, PORT, { workers: WORKERS, env: VARIANTS[name] });
      try {
        const token = await adminToken(s.base);
        const options = {
          url: `${s.base}/sys/user/list?pageNo=1&pageSize=10`,
          connections: 50,
          headers: { 'x-access-token': token, 'accept-encoding': 'gzip' },
        };
        await load({ ...options, seconds: 3 });
        const r = await load({ ...options, seconds: SECONDS });
        const bad = Object.keys(r.codes).filter((c) => !c.startsWith('2'));
        if (bad.length || r.errors)
          throw new Error(`answers other than 2xx: ${JSON.stringify(r.codes)}, errors ${r.errors}`);
        results[name].push(r);
        console.log(
          `round ${round}  monitor ${name.padEnd(3)} ${String(Math.round(r.rps)).padStart(6)} req/s  p95 ${r.p95} ms  (load ${load1()})`,
        );
      } finally {
        await s.stop();
      }
    }
  }
  const on = median(results.on.map((r) => r.rps));
  const off = median(results.off.map((r) => r.rps));
  const ratio = on / off;
  const ok = ratio >= TARGET;
  console.log(
    `\n${ok ? 'PASS' : 'FAIL'}  users list with monitoring ${Math.round(on)} req/s, without ${Math.round(off)} req/s (medians):` +
      ` ${(ratio * 100).toFixed(1)} % (≥ ${TARGET * 100} %); p95 ${median(results.on.map((r) => r.p95))} / ` +
      `${median(results.off.map((r) => r.p95))} ms; load average after: ${load1()}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
