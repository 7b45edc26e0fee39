// Starts and stops the built server on a data folder, for the benchmarks.
import { spawn } from 'node:child_process';

export const BENCH_PASSWORD = 'Bench@2026x';

export async function startServer(dataDir, port) {
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

export async function adminToken(base) {
  const res = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
  });
  return (await res.json()).result.token;
}

/** Runs autocannon on one endpoint and prints PASS/FAIL against its targets; returns whether it passed. */
export async function measure(autocannon, { name, url, token, minRps, maxP95, seconds }) {
  const r = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { 'x-access-token': token, 'accept-encoding': 'gzip' },
  });
  // autocannon reports p97.5 and p99; p95 lies between p90 and p97.5: report p97.5 as the (stricter) bound.
  const p95 = r.latency.p97_5;
  const ok = r.non2xx === 0 && r.errors === 0 && r.requests.average >= minRps && p95 <= maxP95;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s (≥ ${minRps})` +
      `  p97.5 ${p95} ms (≤ ${maxP95})  errors ${r.errors} non-2xx ${r.non2xx}`,
  );
  return ok;
}
