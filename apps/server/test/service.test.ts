import { geoCellOf } from '@yunzhan/common/entities/service/geo-cell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../src/db/index.js';
import { postImport, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** 服务支持: what differs from the engine — nearest search, warranty and dealer look-ups, the repair flow, masking. */
describe('service support', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let productId: string;
  const back = (path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown, token = admin) =>
    call(t, method, `${API}${path}`, { token, body });
  const pub = (path: string, ip = '10.0.0.1') => call(t, 'GET', `/api/public/cn/${path}`, { ip });
  const added = async (path: string, body: unknown) => {
    const r = await back(path, 'POST', body);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return String(r.body.result);
  };
  let ipNo = 0;
  const freshIp = () => `10.5.${Math.floor(++ipNo / 250)}.${ipNo % 250}`;

  beforeAll(async () => {
    t = await createTestApp({ INTAKE_RATE_LIMIT: '4' });
    admin = await login(t, 'admin');
    editor = await login(t, 'editor');
    const typeId = await added('/cms/productType/add', { name: '笔记本', code: 'svc-laptop' });
    productId = await added('/cms/product/add', { typeId, name: '云站笔记本 X1', modelNo: 'SVC-X1' });
  });
  afterAll(() => t.close());

  it('finds open service points nearest first, by area and kind', async () => {
    const points: [string, string, number, number, string][] = [
      ['成都锦江维修中心', '510104', 104.08, 30.65, 'open'],
      ['成都武侯体验店', '510107', 104.04, 30.64, 'open'],
      ['重庆渝中维修中心', '500103', 106.57, 29.55, 'open'],
      ['乌鲁木齐维修中心', '650102', 87.6, 43.8, 'open'],
      ['成都青羊暂停网点', '510105', 104.06, 30.67, 'closed'],
      ['成都未定位网点', '510104', Number.NaN, Number.NaN, 'open'],
    ];
    for (const [name, area, lng, lat, status] of points) {
      const at = Number.isNaN(lng) ? {} : { longitude: lng, latitude: lat };
      const kind = name.includes('体验店') ? 'store' : 'repair_center';
      await added('/cms/serviceNetwork/add', { name, kind, area, address: '地址', status, ...at });
    }
    const names = (r: { body: { result: { name: string }[] } }) => r.body.result.map((p) => p.name);
    const mine = (r: { body: { result: { name: string }[] } }) =>
      names(r).filter((n) => points.some((p) => p[0] === n));
    const near = await pub('service/network?lat=30.66&lng=104.06&limit=3');
    expect(near.status).toBe(200);
    expect(names(near)).toEqual(['成都锦江维修中心', '成都武侯体验店', '重庆渝中维修中心']);
    expect(near.body.result[0].distanceKm).toBeLessThan(near.body.result[1].distanceKm);
    expect(near.body.result[0]).not.toHaveProperty('createBy');
    // The far point comes when the box has to grow; the closed one and the unplaced one never.
    const all = await pub('service/network?lat=30.66&lng=104.06&limit=50');
    expect(mine(all)).toEqual([...names(near), '乌鲁木齐维修中心']);
    // By area: a city code covers its districts (the unplaced point too); a province code its cities.
    expect(names(await pub('service/network?area=510100')).sort()).toEqual(
      ['成都锦江维修中心', '成都武侯体验店', '成都未定位网点'].sort(),
    );
    expect(names(await pub('service/network?area=500000&lat=30.66&lng=104.06'))).toEqual(['重庆渝中维修中心']);
    expect(names(await pub('service/network?area=510100&kind=store'))).toEqual(['成都武侯体验店']);
    expect((await pub('service/network?lat=22.5')).body.message).toBe('经度和纬度须同时填写');
    expect((await pub('service/network?lat=95&lng=1')).status).toBe(400);
    // The form refuses half a coordinate pair.
    const half = await back('/cms/serviceNetwork/add', 'POST', {
      ...{ name: '半个坐标', kind: 'store', area: '510104', address: '地址', longitude: 113 },
    });
    expect(half.body.message).toBe('经度和纬度须同时填写');
  });

  it('answers exactly the k nearest, whatever the density (against a brute-force order)', async () => {
    const { haversineKm } = await import('../src/modules/service/nearest.js');
    const db = dynamic(t.ctx.db).withoutPlugins();
    const site = (await db.selectFrom('sys_site').select('id').where('code', '=', 'en').executeTakeFirstOrThrow()).id;
    let seed = 7;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const rows = Array.from({ length: 600 }, (_, i) => ({
      id: `bf${String(i).padStart(30, '0')}`,
      ...{ name: `点${i}`, kind: 'store', area: '440305', address: '地址', status: i % 7 ? 'open' : 'closed' },
      // Dense around Shenzhen, sparse over the rest, a few across the antimeridian.
      longitude: i % 3 ? 113.9 + (rnd() - 0.5) * 0.6 : i % 50 === 0 ? 179.5 + rnd() : 75 + rnd() * 60,
      latitude: i % 3 ? 22.5 + (rnd() - 0.5) * 0.6 : 18 + rnd() * 32,
      site_id: site,
    }));
    for (const row of rows) if (row.longitude > 180) row.longitude -= 360;
    const cells = rows.map((row) => ({ ...row, geo_cell: geoCellOf(row.latitude, row.longitude) }));
    await db.insertInto('cms_service_network').values(cells).execute();
    const all = await db
      .selectFrom('cms_service_network')
      .select(['name', 'longitude', 'latitude'])
      .where('site_id', '=', site)
      .where('status', '=', 'open')
      .where('latitude', 'is not', null)
      .execute();
    for (let q = 0; q < 25; q++) {
      const [lat, lng] =
        q % 2 ? [22.5 + (rnd() - 0.5), 113.9 + (rnd() - 0.5)] : [15 + rnd() * 40, q === 4 ? 179.9 : 70 + rnd() * 70];
      const want = all
        .map((p) => ({ name: p.name, d: haversineKm(lat, lng, Number(p.latitude), Number(p.longitude)) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 10);
      const got = await call(t, 'GET', `/api/public/en/service/network?lat=${lat}&lng=${lng}&limit=10`);
      const gotD = got.body.result.map((r: { distanceKm: number }) => r.distanceKm);
      expect(gotD, `query ${lat},${lng}`).toEqual(want.map((w) => Math.round(w.d * 100) / 100));
    }
  });

  it('answers a warranty with the product name and two dates only, the same shape for an unknown serial', async () => {
    const id = await added('/cms/guarantee/add', {
      ...{ serialNo: 'SN-0001', productId, purchaseDate: '2026-01-31', warrantyMonths: 1, channel: 'online' },
    });
    expect((await back(`/cms/guarantee/queryById?id=${id}`)).body.result.expiryDate).toBe('2026-02-28');
    await back('/cms/guarantee/edit', 'POST', { id, warrantyMonths: 24 });
    expect((await back(`/cms/guarantee/queryById?id=${id}`)).body.result.expiryDate).toBe('2028-01-31');

    const known = await pub('service/warranty?serialNo=SN-0001', freshIp());
    expect(known.body.result).toEqual({
      serialNo: 'SN-0001',
      found: true,
      productName: '云站笔记本 X1',
      purchaseDate: '2026-01-31',
      expiryDate: '2028-01-31',
      inWarranty: true,
    });
    const unknown = await pub('service/warranty?serialNo=SN-9999', freshIp());
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.result)).toEqual(Object.keys(known.body.result));
    expect(unknown.body.result).toMatchObject({ found: false, productName: null, expiryDate: null });
    expect((await pub('service/warranty?serialNo=%3Cscript%3E', freshIp())).body.message).toBe('序列号格式不正确');
  });

  it('imports warranties from Excel, products by name, with the expiry computed and duplicates refused', async () => {
    const file = await xlsxOf([
      ['序列号', '产品', '购买日期', '保修月数', '购买渠道'],
      ['SN-IMP-1', '云站笔记本 X1', '2026-05-31', 9, '官方商城'],
      ['SN-IMP-2', '云站笔记本 X1', '2025-02-10', 12, '线下门店'],
      ['SN-0001', '云站笔记本 X1', '2025-02-10', 12, '线下门店'],
      ['SN-IMP-3', '不存在的产品', '2025-02-10', 12, '线下门店'],
    ]);
    const res = await postImport(t, '/cms/guarantee/importExcel', 'serials.xlsx', file, admin);
    expect(res.json()).toMatchObject({ code: 201, result: { successCount: 2, errorCount: 2 } });
    const rows = (await back('/cms/guarantee/list?serialNo=SN-IMP*&column=serialNo&order=asc')).body.result.records;
    expect(rows.map((r: { expiryDate: string; channel: string }) => [r.expiryDate, r.channel])).toEqual([
      ['2027-02-28', 'online'],
      ['2026-02-10', 'store'],
    ]);
  });

  it('takes as long for an unknown serial as for a known one', async () => {
    const time = async (serial: string) => {
      const start = performance.now();
      await pub(`service/warranty?serialNo=${serial}`, freshIp());
      return performance.now() - start;
    };
    for (const serial of ['SN-0001', 'NOPE-1']) expect(await time(serial)).toBeGreaterThanOrEqual(39);
  });

  it('limits look-ups strictly per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 4; i++) expect((await pub('service/warranty?serialNo=X1', '10.9.0.1')).status).toBe(200);
    const limited = await pub('service/warranty?serialNo=X1', '10.9.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pub('service/warranty?serialNo=X1', '10.9.0.2')).status).toBe(200);
  });

  it('verifies a dealer by authorisation number', async () => {
    await added('/cms/dealer/add', {
      name: '华南总代',
      area: '440305',
      authNo: 'AUTH-2026-01',
      validUntil: '2099-12-31',
    });
    await added('/cms/dealer/add', {
      name: '过期代理',
      area: '440305',
      authNo: 'AUTH-2020-09',
      validUntil: '2021-01-01',
    });
    const valid = await pub('service/dealer?authNo=AUTH-2026-01', freshIp());
    expect(valid.body.result).toMatchObject({ found: true, valid: true, name: '华南总代', validUntil: '2099-12-31' });
    expect((await pub('service/dealer?authNo=AUTH-2020-09', freshIp())).body.result).toMatchObject({
      found: true,
      valid: false,
    });
    expect((await pub('service/dealer?authNo=FAKE-1', freshIp())).body.result).toMatchObject({
      found: false,
      valid: false,
      name: null,
    });
    // The public list of dealers never carries the numbers.
    const list = await pub('dealer', freshIp());
    expect(list.body.result.records.map((r: { name: string }) => r.name)).toContain('华南总代');
    for (const r of list.body.result.records) expect(r).not.toHaveProperty('authNo');
  });

  describe('repair requests', () => {
    const request = {
      customerName: '王先生',
      phone: '13812345678',
      productId: '',
      serialNo: 'SN-0001',
      fault: '开机后屏幕不亮，指示灯闪烁',
      address: '深圳市南山区科技园 1 号',
    };
    const submit = (body: unknown, ip = freshIp()) =>
      t.app.inject({ method: 'POST', url: '/api/public/cn/intake/repair', payload: body as never, remoteAddress: ip });
    const move = (id: string, to: string, reason = '', token = admin) =>
      back('/cms/repair/transition', 'PUT', { id, to, reason }, token);
    let id: string;
    let number: string;

    let unreadBefore: number;

    beforeAll(async () => {
      request.productId = productId;
      unreadBefore = (await back('/intake/unread')).body.result['cms/RepairList'];
      const r = await submit({ ...request, status: 'returned', number: 'MINE-1', logs: [{ toStatus: 'returned' }] });
      expect(r.statusCode, r.body).toBe(200);
      id = r.json().result.id;
      number = (await back(`/cms/repair/queryById?id=${id}`)).body.result.number;
    });

    it('is validated by the intake API and gets its number and first status from the server', async () => {
      expect(number).toMatch(/^WX\d{16}$/);
      const row = (await back(`/cms/repair/queryById?id=${id}`)).body.result;
      expect(row).toMatchObject({ status: 'pending', customerName: '王先生', logs: [] });
      const bad = await submit({ ...request, phone: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('联系电话：请输入正确的手机号码');
      expect((await submit({ ...request, fault: '坏' })).json().message).toBe('故障描述至少5个字符');
      const unread = (await back('/intake/unread')).body.result;
      expect(unread['cms/RepairList']).toBe(unreadBefore + 1);
    });

    it('accepts only legal moves, logs each with who and why, and shows the customer the timeline', async () => {
      expect((await move(id, 'returned')).body.message).toBe('当前状态不能变更为该状态');
      expect((await move(id, 'accepted', '已收到，安排检测')).body.success).toBe(true);
      expect((await move(id, 'accepted')).body.message).toBe('当前状态不能变更为该状态');
      expect((await move(id, 'repairing', '', editor)).body.success).toBe(true);
      const row = (await back(`/cms/repair/queryById?id=${id}`)).body.result;
      expect(row.status).toBe('repairing');
      expect(row.logs).toMatchObject([
        { fromStatus: 'pending', toStatus: 'accepted', reason: '已收到，安排检测' },
        { fromStatus: 'accepted', toStatus: 'repairing', reason: null },
      ]);
      expect(row.logs[0].operator).toContain('admin');
      expect(row.logs[1].operator).toContain('editor');
      // The log is written by moves only: neither the form nor the edit path can rewrite it or the status.
      const edit = await back('/cms/repair/edit', 'POST', { id, logs: [], status: 'returned' });
      expect(edit.body.message).toBe('处理记录只能通过状态流转写入');
      await back('/cms/repair/edit', 'POST', { id, status: 'returned', handler: 'admin' });
      expect((await back(`/cms/repair/queryById?id=${id}`)).body.result.status).toBe('repairing');

      const status = await pub(`service/repair?number=${number}&phone=13812345678`, freshIp());
      expect(status.body.result).toEqual({
        number,
        status: 'repairing',
        statusText: '维修中',
        timeline: [
          { status: 'pending', statusText: '已提交', time: expect.any(String), reason: null },
          { status: 'accepted', statusText: '已受理', time: expect.any(String), reason: '已收到，安排检测' },
          { status: 'repairing', statusText: '维修中', time: expect.any(String), reason: null },
        ],
      });
      expect(JSON.stringify(status.body)).not.toMatch(/admin|editor/);
      expect((await move(id, 'cancelled')).body.message).toBe('请填写取消原因');
    });

    it('needs the right phone for the public status, and answers the same for an unknown number', async () => {
      const wrong = await pub(`service/repair?number=${number}&phone=13900000000`, freshIp());
      const unknown = await pub('service/repair?number=WX00000000000000&phone=13812345678', freshIp());
      expect(wrong.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(wrong.body.message).toBe(unknown.body.message);
      // Should a number ever repeat, each customer still finds their own request by their phone.
      const site = (
        await dynamic(t.ctx.db)
          .withoutPlugins()
          .selectFrom('sys_site')
          .select('id')
          .where('code', '=', 'cn')
          .executeTakeFirstOrThrow()
      ).id;
      await dynamic(t.ctx.db)
        .withoutPlugins()
        .insertInto('cms_repair')
        .values({
          id: 'twin',
          number,
          phone: '13900000000',
          status: 'accepted',
          site_id: site,
          create_time: '2026-01-01 00:00:00',
        })
        .execute();
      expect((await pub(`service/repair?number=${number}&phone=13900000000`, freshIp())).body.result.status).toBe(
        'accepted',
      );
      expect((await pub(`service/repair?number=${number}&phone=13812345678`, freshIp())).body.result.status).toBe(
        'repairing',
      );
      await dynamic(t.ctx.db).withoutPlugins().deleteFrom('cms_repair').where('id', '=', 'twin').execute();
    });

    it('answers the number, screens sensitive words, and takes only images uploaded through its own folder', async () => {
      const r = await submit({ ...request, serialNo: '' });
      expect(r.json().result.number).toMatch(/^WX\d{16}$/);
      await back('/sys/sensitiveWord/add', 'POST', {
        word: '刷单返利',
        action: 'refuse',
        category: 'ad',
        enabled: 'Y',
      });
      const refused = await submit({ ...request, fault: '高价刷单返利，联系我' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('故障描述包含敏感词，请修改后再提交');

      const boundary = '----svc-test';
      const image = (name: string, data: Buffer, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/public/cn/service/repair-image',
          remoteAddress,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
            data,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        });
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
      const ip = freshIp();
      const upload = async (name = 'fault.png', data = png) => {
        const r = await image(name, data, ip);
        expect(r.statusCode, r.body).toBe(200);
        return r.json().result.token as string;
      };
      const token = await upload();
      expect((await image('fake.png', Buffer.from('<svg onload=alert(1)>'), ip)).json().message).toBe(
        '文件内容与扩展名不符',
      );
      const pdf = await upload('fault.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
      const mine = (body: Record<string, unknown>) => submit(body, ip);
      // The repair form takes pictures only, at most three, each an upload of this visitor.
      expect((await mine({ ...request, images: pdf })).json().message).toBe('故障图片的文件类型不支持');
      const four = [token, token, token, token].join(',');
      expect((await mine({ ...request, images: four })).json().message).toBe('故障图片最多3张');
      const withImage = await mine({ ...request, images: token });
      expect(withImage.statusCode, withImage.body).toBe(200);
      const stored = (await back(`/cms/repair/queryById?id=${withImage.json().result.id}`)).body.result;
      expect(stored.images).toMatch(/^intake\/\d{8}\/[0-9a-f]{32}\.png$/);
      // Not public: only staff see the customers' pictures.
      const url = `${API}/sys/common/static/${stored.images}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await back(`/sys/common/static/${stored.images}`)).status).toBe(200);
      // Used already; a stored key; a made-up key: none is an upload of this visitor waiting to be named.
      for (const [images, from] of [[token, ip], ['cms/20260101/x.png'], ['intake/20260101/none.png']]) {
        const refusedImage = await submit({ ...request, images }, from);
        expect(refusedImage.statusCode).toBe(400);
        expect(refusedImage.json().message).toBe('故障图片无效或已过期，请重新上传');
      }
    });

    it('has its pages on the rendered site, with their script from the same origin', async () => {
      for (const path of ['repair', 'warranty', 'serviceNetwork', 'dealer']) {
        const page = await t.app.inject({ method: 'GET', url: `/site/cn/${path}` });
        expect(page.statusCode, path).toBe(200);
        expect(page.body).toContain('<script src="/site/_assets/service.js" defer></script>');
      }
      expect((await t.app.inject({ method: 'GET', url: '/site/cn/repair' })).body).toContain('id="svc-repair-status"');
      const script = await t.app.inject({ method: 'GET', url: '/site/_assets/service.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).not.toContain('innerHTML');
    });

    it('masks the phone in lists, details and exports for roles without the unmask permission', async () => {
      const list = (token: string) => back('/cms/repair/list', 'GET', undefined, token);
      expect((await list(admin)).body.result.records[0].phone).toBe('13812345678');
      expect((await list(editor)).body.result.records[0].phone).toBe('138****5678');
      expect((await back(`/cms/repair/queryById?id=${id}`, 'GET', undefined, editor)).body.result.phone).toBe(
        '138****5678',
      );
      const exported = await t.app.inject({
        method: 'GET',
        url: `${API}/cms/repair/exportXls`,
        headers: { 'x-access-token': editor },
      });
      expect(exported.statusCode).toBe(200);
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported.rawPayload as never);
      const cells = JSON.stringify(book.worksheets[0].getSheetValues());
      expect(cells).toContain('138****5678');
      expect(cells).not.toContain('13812345678');
      // Nor can a filter on the phone reveal it: the phone is no filter.
      const guess = await back('/cms/repair/list?phone=13900000000', 'GET', undefined, editor);
      expect(guess.body.result.total).toBe((await list(editor)).body.result.total);
    });
  });
});
