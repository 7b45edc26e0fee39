// Issue 4's Excel targets on SQLite: the export of 100 000 users streams (the server process's RSS grows by less
// than 150 MB while the file downloads) and an import of 10 000 user rows takes less than 10 s.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { adminToken, loadUsers, startServer } from './server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const MAX_RSS_GROWTH_MB = 150;
const MAX_IMPORT_SECONDS = 10;
const PORT = 18950 + Math.floor(Math.random() * 300);

/** Resident memory of a process in MB (Linux): `VmRSS` (all), `RssAnon` (heap, buffers) or `RssFile` (mapped files). */
function rssMb(pid, key = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${key}:`));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

const report = (ok, name, figures) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${figures}`);
  return ok;
};

/** Rows of the first sheet of an .xlsx, read with exceljs's streaming reader. */
async function sheetRows(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {});
  let count = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) count++;
    break;
  }
  return count;
}

/** Downloads the full user export while sampling the server's RSS every 20 ms. */
async function exportUsers(base, token, pid) {
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssMb(pid);
  const anonBaseline = rssMb(pid, 'RssAnon');
  let peak = baseline;
  let anonPeak = anonBaseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    anonPeak = Math.max(anonPeak, rssMb(pid, 'RssAnon'));
  }, 20);
  const started = performance.now();
  const chunks = [];
  let status = 0;
  try {
    const res = await fetch(`${base}/sys/user/exportXls`, { headers: { 'x-access-token': token } });
    status = res.status;
    for await (const chunk of res.body) chunks.push(chunk);
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssMb(pid));
  const seconds = (performance.now() - started) / 1000;
  const growth = peak - baseline;
  const file = Buffer.concat(chunks);
  // Every user of the list must be in the file (below the two title rows and the header).
  const rows = status === 200 ? (await sheetRows(file)) - 3 : 0;
  const list = await fetch(`${base}/sys/user/list?pageSize=1`, { headers: { 'x-access-token': token } });
  const total = (await list.json()).result.total;
  return report(
    rows === total && rows >= ROWS && growth < MAX_RSS_GROWTH_MB,
    `export ${ROWS} users (xlsx, streamed)`,
    `${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS ` +
      `${baseline.toFixed(0)} → ${peak.toFixed(0)} MB, growth ${growth.toFixed(0)} MB (< ${MAX_RSS_GROWTH_MB}; ` +
      `anonymous memory +${(anonPeak - anonBaseline).toFixed(0)} MB)`,
  );
}

/** A JeecgBoot-style user sheet: two title rows, the header, then `count` new users with departments. */
async function userSheet(count) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['用户报表']);
  sheet.addRow(['导出人:管理员']);
  sheet.addRow(['用户账号', '用户姓名', '性别', '手机号码', '电子邮件', '工号', '部门']);
  const departs = ['研发中心', '软件部', '市场中心', '品牌部', '客户服务中心'];
  for (let i = 0; i < count; i++) {
    sheet.addRow([
      `imp${i}`,
      `导入用户${i}`,
      i % 2 ? '男' : '女',
      `137${String(i).padStart(8, '0')}`,
      `imp${i}@example.org`,
      `I${String(i).padStart(6, '0')}`,
      departs[i % departs.length],
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importUsers(base, token) {
  const file = await userSheet(IMPORT_ROWS);
  const form = new FormData();
  form.append('file', new Blob([file]), 'users.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/sys/user/importExcel`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  const body = await res.json();
  const seconds = (performance.now() - started) / 1000;
  const ok = body.code === 200 && String(body.message).startsWith(`共${IMPORT_ROWS}行数据全部导入成功`);
  if (!ok) console.log(JSON.stringify(body).slice(0, 500));
  return report(
    ok && seconds < MAX_IMPORT_SECONDS,
    `import ${IMPORT_ROWS} users (xlsx)`,
    `${(file.length / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s (< ${MAX_IMPORT_SECONDS} s)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-bench-excel-'));
try {
  let s = await startServer(dataDir, PORT);
  await s.stop();
  const ms = loadUsers(dataDir, ROWS);
  console.log(`Excel benchmark, SQLite: loaded ${ROWS} users in ${ms} ms\n`);
  s = await startServer(dataDir, PORT);
  try {
    const token = await adminToken(s.base);
    let failed = 0;
    if (!(await exportUsers(s.base, token, s.server.pid))) failed++;
    if (!(await importUsers(s.base, token))) failed++;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await s.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
