// 产品中心 (issue 12): 100 000 products with 2 000 000 specification rows on SQLite, WORKERS server processes. The
// admin product list filtered by type and a two-character name substring, and the public attribute filter, each
// ≥ 1 000 req/s with p95 < 50 ms; the product Excel import ≥ 5 000 rows/s.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { adminToken, chineseName, measure, startServer } from './server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SPECS_PER_PRODUCT = 20;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const IMPORT_SPECS = 5;
const MIN_IMPORT_RATE = 5_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** A port no other process listens on (several benchmarks may run on one machine). */
const PORT = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const MEMORY = ['8GB', '16GB', '32GB'];
const CPU = ['Core i5', 'Core i7', 'Core Ultra 7'];

/** Products of the demo types of site `cn` (a third laptops), their attribute values and specification rows. */
function loadProducts(dataDir, rows) {
  const db = new Database(join(dataDir, 'yunzhan.db'));
  const site = db.prepare("select id from sys_site where code = 'cn'").pluck().get();
  const types = db.prepare('select id, code from cms_product_type where site_id = ? order by sort_no').all(site);
  const attrs = db.prepare('select id, type_id, code from cms_product_attribute where site_id = ?').all(site);
  const attr = (typeId, code) => attrs.find((a) => a.type_id === typeId && a.code === code)?.id;
  const product = db.prepare(
    `insert into cms_product (id, type_id, name, model_no, series, status, publish_time, sort_no, end_of_life,
      site_id, del_flag, create_by, create_time) values (?, ?, ?, ?, ?, 'published', ?, ?, 'N', ?, 0, 'admin', ?)`,
  );
  const value = db.prepare(
    `insert into cms_product_attr_value (id, product_id, attribute_id, value, site_id, create_by, create_time)
     values (?, ?, ?, ?, ?, 'admin', ?)`,
  );
  const spec = db.prepare(
    `insert into cms_product_spec (id, product_id, group_name, name, value, unit, sort_no, site_id, create_by,
      create_time) values (?, ?, ?, ?, ?, ?, ?, ?, 'admin', ?)`,
  );
  const started = Date.now();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const id = `bp${String(i).padStart(30, '0')}`;
      const type = types[i % types.length];
      const t = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString().replace('T', ' ').slice(0, 19);
      product.run(id, type.id, `${chineseName(i)} ${type.code} ${i}`, `BM-${i}`, `S${i % 50}`, t, i % 1000, site, t);
      const memory = attr(type.id, 'memory');
      if (memory) {
        value.run(`bv${String(i).padStart(30, '0')}`, id, memory, MEMORY[i % 3], site, t);
        value.run(`bc${String(i).padStart(30, '0')}`, id, attr(type.id, 'cpu'), CPU[(i >> 2) % 3], site, t);
      }
      for (let k = 0; k < SPECS_PER_PRODUCT; k++) {
        const sid = `bs${String(i * SPECS_PER_PRODUCT + k).padStart(30, '0')}`;
        spec.run(sid, id, k < 8 ? '性能' : '接口', `参数${k}`, String((i + k) % 97), null, k + 1, site, t);
      }
    }
  })();
  const laptop = types.find((x) => x.code === 'laptop').id;
  db.close();
  return { ms: Date.now() - started, laptop };
}

/** An .xlsx of products in the export's layout: type by name, attribute values and specification rows as text. */
async function importFile(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('产品');
  sheet.addRow(['产品类型', '产品名称', '型号', '系列', '属性值', '规格参数']);
  for (let i = 0; i < rows; i++) {
    const specs = Array.from({ length: IMPORT_SPECS }, (_, k) => `性能|参数${k}|${k * 7}|`).join('\n');
    sheet.addRow([
      '笔记本电脑',
      `导入产品${i}`,
      `IM-${i}`,
      'Import',
      `内存=${MEMORY[i % 3]}\n处理器=${CPU[i % 3]}`,
      specs,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function timeImport(base, token, file) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'products.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/cms/product/importExcel`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  const body = await res.json();
  return { seconds: (performance.now() - started) / 1000, body };
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-products-'));
try {
  let s = await startServer(dataDir, PORT);
  await s.stop();
  const { ms, laptop } = loadProducts(dataDir, ROWS);
  console.log(
    `loaded ${ROWS} products, ${ROWS * SPECS_PER_PRODUCT} specification rows in ${ms} ms; ${WORKERS} server processes\n`,
  );
  s = await startServer(dataDir, PORT, { workers: WORKERS, env: { PUBLIC_RATE_LIMIT: '100000000' } });
  try {
    const token = await adminToken(s.base);
    const origin = s.base.replace(/\/system-api$/, '');
    const cases = [
      {
        name: 'admin list: type + name 2-char substring',
        url: `${s.base}/cms/product/list?typeId=${laptop}&name=${encodeURIComponent('*伟芳*')}&pageNo=1&pageSize=10`,
      },
      {
        name: 'public attribute filter (memory 16GB)',
        url: `${origin}/api/public/cn/catalog/products?typeId=${laptop}&attr.memory=16GB`,
      },
      {
        name: 'public filter, two attributes, page 3',
        url: `${origin}/api/public/cn/catalog/products?typeId=${laptop}&attr.memory=16GB&attr.cpu=${encodeURIComponent('Core i7')}&pageNo=3`,
      },
    ];
    let failed = 0;
    for (const c of cases) {
      if (!(await measure({ ...c, token, minRps: 1000, maxP95: 50, seconds: SECONDS }))) failed++;
    }
    const file = await importFile(IMPORT_ROWS);
    const { seconds, body } = await timeImport(s.base, token, file);
    const rate = IMPORT_ROWS / seconds;
    const ok = body.success && body.code === 200 && rate >= MIN_IMPORT_RATE;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  product Excel import ${IMPORT_ROWS} rows (${IMPORT_SPECS} specification rows each)` +
        `  ${seconds.toFixed(2)} s = ${Math.round(rate)} rows/s (≥ ${MIN_IMPORT_RATE})  ${body.message ?? ''}`,
    );
    if (!ok) failed++;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await s.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
