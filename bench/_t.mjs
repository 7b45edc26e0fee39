import { adminToken, startServer } from './server.mjs';
const s = await startServer('/tmp/yunzhan-bench-products-lAjGc5', 18555, { workers: 1 });
const token = await adminToken(s.base);
const laptop = 'ebebb1641723bc19044780b8c136f363';
for (const url of [
  `${s.base}/cms/product/list?typeId=${laptop}&name=${encodeURIComponent('*伟芳*')}&pageNo=1&pageSize=10`,
  `${s.base}/cms/product/list?typeId=${laptop}&pageNo=1&pageSize=10`,
  `${s.base}/cms/product/list?name=${encodeURIComponent('*伟芳*')}&pageNo=1&pageSize=10`,
]) {
  const times = [];
  let body;
  for (let i = 0; i < 20; i++) { const t = performance.now(); const r = await fetch(url, { headers: { 'x-access-token': token } }); body = await r.json(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(url.slice(url.indexOf('list')), 'median', times[10].toFixed(1), 'min', times[0].toFixed(1), 'total', body.result?.total, body.message);
}
await s.stop();
