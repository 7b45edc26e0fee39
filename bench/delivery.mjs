// The delivery API against the admin list on the same 100 000 ads (issue 11): a published list page must be served
// at ≥ 10× the admin list's throughput (it is cached until the table changes), and a matching If-None-Match must
// answer 304 every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { load, loadGenerator } from './load.mjs';
import { adminToken, chineseName, startServer } from './server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = 18900 + Math.floor(Math.random() * 300);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const MIN_RATIO = 10;

/** Bulk-loads ads of site `cn` (nine in ten published) straight into the stopped server's database. */
function loadAds(dataDir, rows) {
  const db = new Database(join(dataDir, 'yunzhan.db'));
  const site = db.prepare("select id from sys_site where code = 'cn'").pluck().get();
  const insert = db.prepare(
    `insert into cms_ad (id, title, position, status, publish_time, sort_no, clicks, site_id, del_flag, create_by, create_time)
     values (?, ?, ?, ?, ?, ?, 0, ?, 0, 'admin', ?)`,
  );
  const positions = ['home_banner', 'home_side', 'list_top', 'popup'];
  const started = Date.now();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const t = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString().replace('T', ' ').slice(0, 19);
      const published = i % 10 !== 0;
      insert.run(
        `ad${String(i).padStart(30, '0')}`,
        `${chineseName(i)}的广告${i}`,
        positions[i % positions.length],
        published ? 'published' : 'draft',
        published ? t : null,
        i % 1000,
        site,
        t,
      );
    }
  })();
  db.close();
  return Date.now() - started;
}

/** Every case with the same generator, clients, warm-up and duration. */
async function run(name, { url, headers }) {
  await load({ url, headers, connections: 50, seconds: 3 });
  const r = await load({ url, headers, connections: 50, seconds: SECONDS });
  console.log(
    `      ${name.padEnd(40)} ${String(Math.round(r.rps)).padStart(7)} req/s  p95 ${r.p95} ms` +
      `  errors ${r.errors}  status ${JSON.stringify(r.codes)}`,
  );
  return r;
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-delivery-'));
try {
  let s = await startServer(dataDir, PORT);
  await s.stop();
  console.log(
    `loaded ${ROWS} ads in ${loadAds(dataDir, ROWS)} ms; ${WORKERS} server processes; load generator ${loadGenerator}\n`,
  );
  s = await startServer(dataDir, PORT, { workers: WORKERS, env: { PUBLIC_RATE_LIMIT: '100000000' } });
  try {
    const token = await adminToken(s.base);
    const origin = s.base.replace(/\/system-api$/, '');
    const headers = { 'accept-encoding': 'gzip' };
    const publicUrl = `${origin}/api/public/cn/ad?pageNo=1&pageSize=10`;
    const admin = await run('admin list, page 1 (published filter)', {
      url: `${s.base}/cms/ad/list?pageNo=1&pageSize=10&status=published`,
      headers: { ...headers, 'x-access-token': token },
    });
    const pub = await run('delivery list, page 1', { url: publicUrl, headers });
    const first = await fetch(publicUrl, { headers });
    const etag = first.headers.get('etag');
    const notModified = await run('delivery list, If-None-Match', {
      url: publicUrl,
      headers: { ...headers, 'if-none-match': etag },
    });
    const search = await run('delivery list, Chinese search q=伟', {
      url: `${origin}/api/public/cn/ad?q=${encodeURIComponent('伟')}`,
      headers,
    });
    const site = await run('rendered site, home page', { url: `${origin}/site/cn`, headers });
    const ratio = pub.rps / admin.rps;
    const all304 = Object.keys(notModified.codes).every((c) => c === '304') && notModified.errors === 0;
    const ok =
      ratio >= MIN_RATIO && all304 && [admin, pub, search, site].every((r) => r.errors === 0 && !r.codes['429']);
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  delivery/admin throughput ${ratio.toFixed(1)}× (≥ ${MIN_RATIO}×); ` +
        `conditional requests all 304: ${all304}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await s.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
