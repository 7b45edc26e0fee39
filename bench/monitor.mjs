// The cost of 系统监控 on the hot path (issue 23): the users list (100 000 users, page 1 with total, 50 clients,
// WORKERS = one per core) served with the request counters, the redacted trace and the /metrics histogram
// (MONITOR=on, METRICS_TOKEN set) and without them (MONITOR=off), in the same run. The two servers take turns, three
// rounds each, so that a machine whose load drifts weighs on both alike; the medians are compared.
// Target: with monitoring ≥ 95 % of without.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * CPU time (user + system, ms) of a server: its primary and the workers it started (Linux /proc). CPU per request
 * hardly depends on what else the machine runs, unlike the request rate: on a shared machine it is the steadier
 * figure of the two.
 */
function serverCpuMs(primaryPid) {
  const tick = 10; // USER_HZ = 100 on Linux
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [ppid, utime, stime] = [Number(fields[1]), Number(fields[11]), Number(fields[12])];
    if (Number(pid) === primaryPid || ppid === primaryPid) total += (utime + stime) * tick;
  }
  return total;
}

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
        const cpuBefore = serverCpuMs(s.server.pid);
        const r = await load({ ...options, seconds: SECONDS });
        r.cpuUsPerRequest = ((serverCpuMs(s.server.pid) - cpuBefore) * 1000) / Math.max(1, r.rps * SECONDS);
        const bad = Object.keys(r.codes).filter((c) => !c.startsWith('2'));
        if (bad.length || r.errors)
          throw new Error(`answers other than 2xx: ${JSON.stringify(r.codes)}, errors ${r.errors}`);
        results[name].push(r);
        console.log(
          `round ${round}  monitor ${name.padEnd(3)} ${String(Math.round(r.rps)).padStart(6)} req/s  p95 ${r.p95} ms` +
            `  server CPU ${Math.round(r.cpuUsPerRequest)} µs/request  (load ${load1()})`,
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
  const cpuOn = median(results.on.map((r) => r.cpuUsPerRequest));
  const cpuOff = median(results.off.map((r) => r.cpuUsPerRequest));
  console.log(
    `      server CPU per request with monitoring ${Math.round(cpuOn)} µs, without ${Math.round(cpuOff)} µs (medians):` +
      ` ${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} % more`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
