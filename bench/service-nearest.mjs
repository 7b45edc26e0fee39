// The service-network finder (issue 13): on 50 000 service points, the public nearest-first search answers in
// p95 < 20 ms. Requests come from random points over the area the service points cover.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer } from './server.mjs';

const POINTS = Number(process.env.BENCH_ROWS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
// One client by default: the answer time of a request, not the queue of a saturated process (BENCH_CLIENTS to load it).
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1);
const PORT = 19200 + Math.floor(Math.random() * 300);
const TARGET_P95_MS = 20;
// Mainland China's extent, roughly; points cluster where people live, so half of them fall in the east.
const BOX = { lat: [18, 50], lng: [75, 134] };
const EAST = { lat: [22, 40], lng: [110, 122] };

let seed = 1;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const within = ([lo, hi]) => lo + random() * (hi - lo);
/** The grid cell the server stores with each point (`packages/common/src/entities/service/geo-cell.ts`). */
const geoCell = (lat, lng) => (Math.floor(lat) + 90) * 360 + ((((Math.floor(lng) + 180) % 360) + 360) % 360);
/** Synthetic provinces: a grid of 4° × 10° cells, each a two-digit code, so a province is one compact region. */
const provinceOf = (lat, lng) => 10 + Math.floor((lat - 18) / 4) * 6 + Math.floor((lng - 75) / 10);

function loadPoints(dataDir, rows) {
  const db = new Database(join(dataDir, 'yunzhan.db'));
  const site = db.prepare("select id from sys_site where code = 'cn'").pluck().get();
  const insert = db.prepare(
    `insert into cms_service_network (id, name, kind, area, address, longitude, latitude, geo_cell, phone, status,
       site_id, create_by, create_time)
     values (?, ?, ?, ?, ?, ?, ?, ?, '400-800-8888', 'open', ?, 'admin', '2026-01-01 00:00:00')`,
  );
  const kinds = ['repair_center', 'store', 'authorized'];
  const started = Date.now();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const box = i % 2 ? EAST : BOX;
      const [lat, lng] = [within(box.lat), within(box.lng)];
      const area = `${provinceOf(lat, lng)}0${(i % 9) + 1}0${i % 10}`;
      insert.run(
        `sn${String(i).padStart(30, '0')}`,
        `服务网点${i}`,
        kinds[i % 3],
        area,
        `地址${i}号`,
        lng,
        lat,
        geoCell(lat, lng),
        site,
      );
    }
  })();
  db.close();
  return Date.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(origin, makeUrl) {
  const times = [];
  let failed = 0;
  let next = 0;
  const client = async () => {
    while (next < REQUESTS) {
      next++;
      const start = performance.now();
      const res = await fetch(`${origin}${makeUrl()}`);
      const body = await res.json();
      times.push(performance.now() - start);
      if (!body.success || !Array.isArray(body.result)) failed++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-nearest-'));
try {
  let s = await startServer(dataDir, PORT);
  await s.stop();
  console.log(`loaded ${POINTS} service points in ${loadPoints(dataDir, POINTS)} ms`);
  s = await startServer(dataDir, PORT, { env: { PUBLIC_RATE_LIMIT: '100000000' } });
  try {
    const origin = s.base.replace(/\/system-api$/, '');
    const nearest = () => {
      const box = random() < 0.5 ? EAST : BOX;
      return `/api/public/cn/service/network?lat=${within(box.lat).toFixed(5)}&lng=${within(box.lng).toFixed(5)}&limit=10`;
    };
    await measure(origin, nearest); // warm-up
    const cases = [
      ['nearest 10 from a random point', nearest],
      [
        'nearest 10 within the province',
        () => {
          const [lat, lng] = [within(EAST.lat), within(EAST.lng)];
          return `/api/public/cn/service/network?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&limit=10&area=${provinceOf(lat, lng)}0000`;
        },
      ],
    ];
    let ok = true;
    for (const [name, makeUrl] of cases) {
      const r = await measure(origin, makeUrl);
      const pass = r.p95 < TARGET_P95_MS && r.failed === 0;
      ok &&= pass;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms ` +
          `(< ${TARGET_P95_MS} ms)  failed ${r.failed}/${REQUESTS}`,
      );
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    await s.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
