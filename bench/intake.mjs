// The intake API under load (issue 13): a public form endpoint holds ≥ 500 submissions/s, every accepted submission
// is stored, and a kill -9 of the server in the middle of a run loses none of those it answered 200 (checked in the
// database after a restart).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const PORT = 19300 + Math.floor(Math.random() * 300);
const MIN_RPS = 500;
const env = { INTAKE_RATE_LIMIT: '100000000', PUBLIC_RATE_LIMIT: '100000000' };

const stored = (dataDir, pattern) => {
  const db = new Database(join(dataDir, 'yunzhan.db'), { readonly: true });
  try {
    return db.prepare('select content from cms_feedback where content like ?').pluck().all(pattern);
  } finally {
    db.close();
  }
};

/** Throughput: 50 connections submitting feedback for SECONDS; answered 2xx must equal rows stored. */
async function throughput(dataDir) {
  const s = await startServer(dataDir, PORT, { workers: WORKERS, env });
  try {
    const url = `http://127.0.0.1:${PORT}/api/public/cn/intake/feedback`;
    const body = JSON.stringify({
      kind: 'suggestion',
      content: 'bench-load 页面加载很快，点赞',
      contact: 'bench@example.cn',
    });
    const options = { url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections: 50 };
    await autocannon({ ...options, duration: 2 });
    const before = stored(dataDir, 'bench-load%').length;
    const r = await autocannon({ ...options, duration: SECONDS });
    // Requests cut off by the end of the run may be stored without an answer counted: never fewer rows than 2xx.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = stored(dataDir, 'bench-load%').length - before;
    const ok = r.non2xx === 0 && r.errors === 0 && r.requests.average >= MIN_RPS && rows >= r['2xx'];
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  intake feedback, ${WORKERS} process(es)   ${Math.round(r.requests.average)} req/s (≥ ${MIN_RPS})` +
        `  p95 ${r.latency.p95} ms  answered 2xx ${r['2xx']}  stored ${rows}  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
    return ok;
  } finally {
    await s.stop();
  }
}

/** Durability: submissions from 50 concurrent senders, kill -9 after a second; every id answered 200 must be stored. */
async function killMidRun(dataDir) {
  const s = await startServer(dataDir, PORT, { workers: 1, env });
  const url = `http://127.0.0.1:${PORT}/api/public/cn/intake/feedback`;
  const answered = [];
  let sent = 0;
  let killed = false;
  const sender = async (n) => {
    for (let i = 0; !killed; i++) {
      const id = `bench-kill-${n}-${i}`;
      sent++;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'problem', content: `${id} 断电测试`, contact: 'kill@example.cn' }),
        });
        if (res.status === 200) answered.push(id);
      } catch {
        // The server is gone: the request never got an answer, so it does not count.
      }
    }
  };
  const senders = Array.from({ length: 50 }, (_, n) => sender(n));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  s.server.kill('SIGKILL');
  killed = true;
  await Promise.all(senders);
  await new Promise((resolve) =>
    s.server.exitCode !== null || s.server.signalCode ? resolve() : s.server.once('exit', resolve),
  );
  const again = await startServer(dataDir, PORT, { workers: 1, env });
  try {
    const found = new Set(stored(dataDir, 'bench-kill-%').map((c) => c.split(' ')[0]));
    const lost = answered.filter((id) => !found.has(id));
    const ok = answered.length > 0 && lost.length === 0;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  kill -9 mid-run                     sent ${sent}  answered 200 ${answered.length}` +
        `  stored after restart ${found.size}  lost ${lost.length}`,
    );
    return ok;
  } finally {
    await again.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-intake-'));
try {
  const results = [await throughput(dataDir), await killMidRun(dataDir)];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
