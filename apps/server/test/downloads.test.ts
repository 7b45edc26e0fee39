import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/core/time.js';
import { siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(3000, 7)]);

function multipart(name: string, data: Buffer, biz: string) {
  const b = '----yunzhan-downloads';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

/** The 下载中心's own behaviour (the engine suites cover scope, publishing and delivery of every entity). */
describe('download centre', () => {
  let t: TestApp;
  let cn: string;
  let en: string;
  const admin = async (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    (await call(t, method, `${API}${path}`, { token, body })).body;
  const added = async (token: string, path: string, body: Record<string, unknown>) => {
    const r = await admin(token, 'POST', `${path}/add`, body);
    expect(r.success, JSON.stringify(r)).toBe(true);
    const list = await admin(token, 'GET', `${path}/list?pageSize=1&column=createTime&order=desc`);
    return String(list.result.records[0].id);
  };
  const upload = async (token: string, name: string, data = ZIP) => {
    const m = multipart(name, data, 'cms');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: m.payload,
      headers: { ...m.headers, 'x-access-token': token },
    });
    return String(res.json().message);
  };
  const pub = (path: string, headers: Record<string, string> = {}) => call(t, 'GET', `/api/public${path}`, { headers });
  let product: string;
  let other: string;
  let win11: string;
  let mac: string;

  beforeAll(async () => {
    t = await createTestApp({ INTAKE_RATE_LIMIT: '6' });
    cn = await login(t, 'admin');
    en = await login(t, 'admin');
    expect((await admin(en, 'POST', '/sys/selectDepart', { siteId: siteId('en') })).success).toBe(true);
    const type = await added(cn, '/cms/productType', { name: '测试笔记本', code: 'dl_test_nb' });
    product = await added(cn, '/cms/product', { typeId: type, name: '下载测试本', modelNo: 'DL-TEST-1' });
    other = await added(cn, '/cms/product', { typeId: type, name: '另一台', modelNo: 'DL-TEST-2' });
    win11 = await added(cn, '/cms/osVersion', {
      name: '测试 Windows 11 64 位',
      family: 'windows',
      architecture: 'x64',
    });
    mac = await added(cn, '/cms/osVersion', { name: '测试 macOS 15', family: 'macos', architecture: 'arm64' });
  });
  afterAll(() => t.close());

  it('seeds a download centre for the demo sites, with generated files that download', async () => {
    for (const site of ['cn', 'en']) {
      expect((await pub(`/${site}/osVersion`)).body.result.total).toBeGreaterThanOrEqual(3);
      const [driver] = (await pub(`/${site}/driver`)).body.result.records;
      const file = await pub(`/${site}/driver/${driver.id}/download`);
      expect(file.status).toBe(200);
      expect(file.headers.etag).toBe(`"${driver.sha256}"`);
      expect(
        (await pub(`/${site}/manual?language=${site === 'cn' ? 'zh-CN' : 'en'}`)).body.result.total,
      ).toBeGreaterThan(0);
    }
  });

  it('documents the download links and the votes in the OpenAPI document', async () => {
    const doc = (await pub('/openapi.json')).body;
    expect(doc.paths['/api/public/{siteCode}/driver/{id}/download'].get.responses).toHaveProperty('206');
    expect(doc.paths['/api/public/{siteCode}/problem/{id}/vote'].post.requestBody.required).toBe(true);
  });

  it('records size and SHA-256 from the file record, counts every download and sends the original name', async () => {
    const key = await upload(cn, '显卡驱动 v1.2.zip');
    const id = await added(cn, '/cms/driver', {
      name: '显卡驱动',
      version: '1.2',
      file: key,
      products: product,
      osVersions: win11,
      fileSize: 1,
      sha256: 'typed by hand',
    });
    const row = (await admin(cn, 'GET', `/cms/driver/queryById?id=${id}`)).result;
    const sha = createHash('sha256').update(ZIP).digest('hex');
    expect(row).toMatchObject({ fileName: '显卡驱动 v1.2.zip', fileSize: ZIP.length, sha256: sha, downloadCount: 0 });
    // Added without a release date: released today (lists are newest release first).
    expect(row.releaseDate).toBe(formatDate());

    // A draft is not served; once published it is, with its name, checksum and a count that loses no download.
    expect((await pub(`/cn/driver/${id}/download`)).status).toBe(404);
    expect((await admin(cn, 'PUT', '/cms/driver/publish', { ids: id })).success).toBe(true);
    const first = await pub(`/cn/driver/${id}/download`);
    expect(first.status).toBe(200);
    expect(first.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('显卡驱动 v1.2.zip')}`,
    );
    expect(first.headers.etag).toBe(`"${sha}"`);
    expect(first.headers['x-checksum-sha256']).toBe(sha);
    expect(createHash('sha256').update(first.body).digest('hex')).toBe(sha);
    expect((await pub(`/cn/driver/${id}/download`, { 'if-none-match': `"${sha}"` })).status).toBe(304);
    expect((await call(t, 'HEAD' as 'GET', `/api/public/cn/driver/${id}/download`)).status).toBe(200);
    // A resumed download gets the rest of the file and is not counted again.
    const rest = await t.app.inject({ url: `/api/public/cn/driver/${id}/download`, headers: { range: 'bytes=1000-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${ZIP.length - 1}/${ZIP.length}`);
    expect(rest.rawPayload.equals(ZIP.subarray(1000))).toBe(true);
    await Promise.all(Array.from({ length: 20 }, () => pub(`/cn/driver/${id}/download`)));
    expect((await pub(`/cn/driver/${id}`)).body.result.downloadCount).toBe(21);

    // Another site's address, an unknown module or a row that went offline: no file.
    expect((await pub(`/en/driver/${id}/download`)).status).toBe(404);
    expect((await pub(`/cn/guide/${id}/download`)).status).toBe(404);
    expect((await admin(cn, 'PUT', '/cms/driver/offline', { ids: id })).success).toBe(true);
    expect((await pub(`/cn/driver/${id}/download`)).status).toBe(404);
    expect(
      (
        await admin(cn, 'POST', '/cms/driver/add', {
          name: 'x',
          version: '1',
          file: `cms/20260101/${'a'.repeat(32)}.zip`,
        })
      ).message,
    ).toBe('文件不存在，请重新上传');
  });

  it('takes the file facts of the restored file when a version is restored', async () => {
    const id = await added(cn, '/cms/driver', { name: '版本驱动', version: '1', file: await upload(cn, 'v1.zip') });
    const bigger = Buffer.concat([ZIP, Buffer.alloc(500, 2)]);
    const edit = { id, version: '2', file: await upload(cn, 'v2.zip', bigger) };
    expect((await admin(cn, 'PUT', '/cms/driver/edit', edit)).success).toBe(true);
    expect((await admin(cn, 'GET', `/cms/driver/queryById?id=${id}`)).result.fileSize).toBe(bigger.length);
    const versions = (await admin(cn, 'GET', `/cms/driver/versions?id=${id}`)).result;
    const first = versions.at(-1).id;
    expect((await admin(cn, 'PUT', '/cms/driver/restoreVersion', { id, versionId: first })).success).toBe(true);
    const row = (await admin(cn, 'GET', `/cms/driver/queryById?id=${id}`)).result;
    expect(row).toMatchObject({ version: '1', fileName: 'v1.zip', fileSize: ZIP.length });
  });

  it('filters drivers by product and OS, newest first, in the back office and on the delivery API', async () => {
    const key = await upload(cn, 'driver.zip');
    const mk = async (name: string, releaseDate: string, products: string, osVersions: string) => {
      const id = await added(cn, '/cms/driver', { name, version: '1.0', releaseDate, file: key, products, osVersions });
      expect((await admin(cn, 'PUT', '/cms/driver/publish', { ids: id })).success).toBe(true);
      return id;
    };
    await mk('网卡驱动 旧', '2025-01-01', product, win11);
    await mk('网卡驱动 新', '2026-03-01', product, `${win11},${mac}`);
    await mk('声卡驱动 Mac', '2026-02-01', product, mac);
    await mk('别的产品驱动', '2026-04-01', other, win11);
    const names = (rows: { name: string }[]) => rows.map((r) => r.name);

    const listed = await admin(cn, 'GET', `/cms/driver/list?products=${product}&osVersions=${win11}&pageSize=50`);
    expect(names(listed.result.records).filter((n) => n.includes('网卡'))).toEqual(['网卡驱动 新', '网卡驱动 旧']);
    expect(names(listed.result.records)).not.toContain('别的产品驱动');

    const served = await pub(`/cn/driver?products=${product}&osVersions=${mac}`);
    expect(names(served.body.result.records)).toEqual(['网卡驱动 新', '声卡驱动 Mac']);
    expect(served.body.result.records[0].osVersions.split(',').sort()).toEqual([win11, mac].sort());
    expect(served.body.result.records[0]).not.toHaveProperty('file');
    expect((await pub('/cn/driver?products=bad id')).status).toBe(400);
  });

  it('renders the support page of a published product: its drivers by OS, manuals and FAQ', async () => {
    expect((await call(t, 'GET', `/site/cn/support/${product}`)).status).toBe(404);
    expect((await admin(cn, 'PUT', '/cms/product/publish', { ids: product })).success).toBe(true);
    const page = await call(t, 'GET', `/site/cn/support/${product}`);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain('下载测试本 服务与支持');
    const macSection = html.indexOf('<h3>测试 macOS 15</h3>');
    expect(macSection).toBeGreaterThan(0);
    expect(html.indexOf('声卡驱动 Mac', macSection)).toBeGreaterThan(macSection);
    expect(html).toMatch(/\/api\/public\/cn\/driver\/[0-9a-f]{32}\/download/);
    expect(html).not.toContain('别的产品驱动');
    expect((await call(t, 'GET', `/site/en/support/${product}`)).status).toBe(404);

    // The site's driver list filters by OS; a driver's page shows its checksum and the counting link.
    const list = String((await call(t, 'GET', `/site/cn/driver?osVersions=${mac}&products=${product}`)).body);
    expect(list).toContain('声卡驱动 Mac');
    expect(list).not.toContain('网卡驱动 旧');
    const driverId = list.match(/\/api\/public\/cn\/driver\/([0-9a-f]{32})\/download/)?.[1];
    const detail = String((await call(t, 'GET', `/site/cn/driver/${driverId}`)).body);
    expect(detail).toMatch(/<dd class="sha">[0-9a-f]{64}<\/dd>/);
    expect(detail).toContain(`/api/public/cn/driver/${driverId}/download`);
  });

  it('serves a driver’s links to published products only, with their names, again when a product is published', async () => {
    const key = await upload(cn, 'links.zip');
    const id = await added(cn, '/cms/driver', {
      name: '链接测试驱动',
      version: '1.0',
      file: key,
      products: `${product},${other}`,
    });
    expect((await admin(cn, 'PUT', '/cms/driver/publish', { ids: id })).success).toBe(true);
    // `product` was published by the support page case; `other` is a draft.
    const served = (await pub(`/cn/driver/${id}`)).body.result;
    expect(served.products).toBe(product);
    expect(served.products_dictText).toBe('下载测试本');
    expect((await admin(cn, 'PUT', '/cms/product/publish', { ids: other })).success).toBe(true);
    const both = (await pub(`/cn/driver/${id}`)).body.result;
    expect(both.products.split(',').sort()).toEqual([product, other].sort());
    expect(both.products_dictText.split(',').sort()).toEqual(['下载测试本', '另一台'].sort());
    expect((await admin(cn, 'PUT', '/cms/product/offline', { ids: other })).success).toBe(true);
    expect((await pub(`/cn/driver/${id}`)).body.result.products).toBe(product);
    const doc = (await pub('/openapi.json')).body;
    expect(doc.components.schemas.driver.properties.products_dictText.type).toBe('string');
  });
  it('refuses to link rows of another site', async () => {
    const enOs = await added(en, '/cms/osVersion', { name: 'EN Windows 11', family: 'windows' });
    const key = await upload(cn, 'x.zip');
    const r = await admin(cn, 'POST', '/cms/driver/add', { name: 'x', version: '1', file: key, osVersions: enOs });
    expect(r).toMatchObject({ success: false, message: '适用系统不存在' });
    const p = await admin(en, 'POST', '/cms/manual/add', { title: 'm', language: 'en', file: key, products: product });
    expect(p).toMatchObject({ success: false, message: '适用产品不存在' });
    const u = await admin(en, 'POST', '/cms/update/add', { productId: product, version: '2', file: key });
    expect(u.success).toBe(false);
  });

  it('refuses to delete an OS version that a driver uses, with a clear message', async () => {
    const unused = await added(cn, '/cms/osVersion', { name: '测试 Windows 7', family: 'windows' });
    const r = await admin(cn, 'DELETE', `/cms/osVersion/delete?id=${win11}`);
    expect(r.success).toBe(false);
    expect(r.message).toMatch(/^系统版本"测试 Windows 11 64 位"（\d+ 个驱动）正被驱动使用，不能删除/);
    expect((await admin(cn, 'GET', `/cms/osVersion/queryById?id=${win11}`)).result.name).toBe('测试 Windows 11 64 位');
    expect((await admin(cn, 'DELETE', `/cms/osVersion/delete?id=${unused}`)).success).toBe(true);
  });

  it('needs a file or a store URL for an app', async () => {
    const r = await admin(cn, 'POST', '/cms/appDownload/add', { name: '云站助手', platform: 'ios', version: '3.0' });
    expect(r).toMatchObject({ success: false, message: '请上传安装包或填写应用商店地址' });
    await added(cn, '/cms/appDownload', {
      name: '云站助手',
      platform: 'ios',
      version: '3.0',
      storeUrl: 'https://apps.apple.com/app/id1',
    });
  });

  it('counts FAQ votes of published answers, rate limited, and finds questions by one or two Chinese characters', async () => {
    const id = await added(cn, '/cms/problem', {
      question: '电脑无法开机怎么办？',
      answer: '<p>请先检查电源适配器。</p>',
      products: product,
    });
    const vote = (helpful: unknown, site = 'cn') =>
      call(t, 'POST', `/api/public/${site}/problem/${id}/vote`, { body: { helpful }, ip: '10.0.0.9' });
    expect((await vote(true)).status).toBe(404);
    expect((await admin(cn, 'PUT', '/cms/problem/publish', { ids: id })).success).toBe(true);
    expect((await vote(true)).body.result).toEqual({ helpfulCount: 1, unhelpfulCount: 0 });
    expect((await vote(false)).body.result).toEqual({ helpfulCount: 1, unhelpfulCount: 1 });
    expect((await vote('yes')).status).toBe(400);
    expect((await vote(true, 'en')).status).toBe(404);
    const after = await Promise.all([vote(true), vote(true), vote(true)]);
    expect(after.map((r) => r.status)).toContain(429);

    for (const q of ['机', '开机', '无法开机']) {
      const found = await pub(`/cn/problem?q=${encodeURIComponent(q)}&products=${product}`);
      expect(found.body.result.records.map((r: { id: string }) => r.id)).toEqual([id]);
    }
    expect((await pub(`/cn/problem?q=${encodeURIComponent('关机')}&products=${product}`)).body.result.total).toBe(0);
  });
});
