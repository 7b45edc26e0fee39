import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../src/db/index.js';
import { siteId, stableId } from '../src/db/seed/ids.js';
import { postImport, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';

/** 产品中心's own rules: attribute values checked by type, cascades, copy, Excel, the public attribute filter. */
describe('product centre', () => {
  let t: TestApp;
  let cn: string;
  let en: string;
  const api = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const added = async (token: string, path: string, body: Record<string, unknown>) => {
    const r = await api(token, 'POST', path, body);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.result as string;
  };
  const demo = (kind: string, key: string, site = 'cn') => stableId(`${kind}:${site}:${key}`);
  /** The product Excel export of one product: its header row and its row of cells. */
  const exportedRow = async (id: string) => {
    const res = await t.app.inject({
      url: `${API}/cms/product/exportXls?selections=${id}`,
      headers: { 'x-access-token': cn },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    return {
      header: (sheet.getRow(3).values as unknown[]).slice(1).map(String),
      cells: (sheet.getRow(4).values as unknown[]).slice(1),
    };
  };
  let typeId: string;
  let memory: string;
  let weight: string;

  beforeAll(async () => {
    t = await createTestApp();
    cn = await login(t, 'admin');
    en = await login(t, 'admin');
    expect((await api(en, 'POST', '/sys/selectDepart', { siteId: siteId('en') })).body.success).toBe(true);
    typeId = await added(cn, '/cms/productType/add', { name: '平板电脑', code: 'tablet' });
    memory = await added(cn, '/cms/productAttribute/add', {
      ...{ typeId, name: '内存', code: 'memory', inputKind: 'dictionary', options: '8GB\n16GB' },
      ...{ required: 'Y', filterable: 'Y' },
    });
    weight = await added(cn, '/cms/productAttribute/add', {
      typeId,
      name: '重量',
      code: 'weight',
      inputKind: 'number',
    });
  });
  afterAll(() => t.close());

  const product = (modelNo: string, attrValues: { attributeId: string; value: string }[], more = {}) => ({
    ...{ typeId, name: `平板 ${modelNo}`, modelNo, attrValues },
    specs: [
      { groupName: '显示', name: '屏幕尺寸', value: '11', unit: '英寸', sortNo: 1 },
      { groupName: '性能', name: '处理器', value: 'A1', unit: null, sortNo: 2 },
    ],
    ...more,
  });

  it('checks attribute values against the attributes of the product type', async () => {
    const refused = async (body: unknown, message: string) => {
      const r = await api(cn, 'POST', '/cms/product/add', body);
      expect(r.body).toMatchObject({ success: false, message });
    };
    await refused(product('T-1', []), '请填写属性「内存」');
    await refused(product('T-1', [{ attributeId: memory, value: '64GB' }]), '属性「内存」的值「64GB」不在可选值中');
    await refused(
      product('T-1', [
        { attributeId: memory, value: '8GB' },
        { attributeId: weight, value: '很轻' },
      ]),
      '属性「重量」应为数字',
    );
    const laptopMemory = demo('productAttribute', 'laptop.memory');
    await refused(product('T-1', [{ attributeId: laptopMemory, value: '16GB' }]), '属性值中有不属于该产品类型的属性');
    const list = await api(cn, 'GET', '/cms/product/list?modelNo=T-1');
    expect(list.body.result.total).toBe(0);

    const id = await added(cn, '/cms/product/add', product('T-1', [{ attributeId: memory, value: '16GB' }]));
    const row = (await api(cn, 'GET', `/cms/product/queryById?id=${id}`)).body.result;
    expect(row.attrValues).toMatchObject([{ attributeId: memory, value: '16GB' }]);
    expect(row.specs.map((s: { name: string }) => s.name)).toEqual(['屏幕尺寸', '处理器']);
    // Changing the type without new values checks the stored ones against the new type.
    const edit = await api(cn, 'PUT', '/cms/product/edit', { id, typeId: demo('productType', 'laptop') });
    expect(edit.body).toMatchObject({ success: false, message: '属性值中有不属于该产品类型的属性' });
    const bad = await api(cn, 'POST', '/cms/productAttribute/add', {
      typeId,
      name: '颜色',
      code: 'c',
      inputKind: 'multi',
    });
    expect(bad.body).toMatchObject({ success: false, message: '单选或多选属性请填写可选值' });
  });

  it('answers the type schema the product form shows', async () => {
    await added(cn, '/cms/productParameter/add', {
      typeId,
      groupName: '显示',
      name: '屏幕尺寸',
      unit: '英寸',
      sortNo: 1,
    });
    const r = await api(cn, 'GET', `/cms/product/typeSchema?typeId=${typeId}`);
    expect(r.body.result.attributes.map((a: { name: string }) => a.name)).toEqual(['内存', '重量']);
    expect(r.body.result.parameters).toEqual([{ groupName: '显示', name: '屏幕尺寸', unit: '英寸', sortNo: 1 }]);
  });

  it('refuses to delete a type or an attribute in use, and takes an unused type template along', async () => {
    const type = await api(cn, 'DELETE', `/cms/productType/delete?id=${typeId}`);
    expect(type.body).toMatchObject({ success: false });
    expect(type.body.message).toMatch(/^产品类型「平板电脑」等仍被\d+个产品使用（含回收站），不能删除$/);
    const attr = await api(cn, 'DELETE', `/cms/productAttribute/delete?id=${memory}`);
    expect(attr.body.message).toMatch(/^属性「内存」等已被产品使用/);
    const unused = await added(cn, '/cms/productType/add', { name: '耳机', code: 'earphone' });
    await added(cn, '/cms/productAttribute/add', { typeId: unused, name: '颜色', code: 'colour', inputKind: 'text' });
    expect((await api(cn, 'DELETE', `/cms/productType/delete?id=${unused}`)).body.success).toBe(true);
    expect((await api(cn, 'GET', `/cms/productAttribute/list?typeId=${unused}`)).body.result.total).toBe(0);
  });

  it('refuses references to another site: type and attributes', async () => {
    const r = await api(en, 'POST', '/cms/product/add', product('T-EN', [{ attributeId: memory, value: '8GB' }]));
    expect(r.body.success).toBe(false);
    const enLaptop = demo('productType', 'laptop', 'en');
    const cross = await api(en, 'POST', '/cms/product/add', {
      ...product('T-EN', [{ attributeId: demo('productAttribute', 'laptop.memory'), value: '8GB' }]),
      typeId: enLaptop,
    });
    expect(cross.body.success).toBe(false);
    expect((await api(en, 'GET', '/cms/product/list?modelNo=T-EN')).body.result.total).toBe(0);
  });

  it('copies a product to a new model number or to another site the user may reach', async () => {
    const source = demo('product', 'YZ-B14-01');
    expect((await api(cn, 'POST', '/cms/product/copy', { id: source })).body.message).toBe('请填写新的型号');
    const copy = (await api(cn, 'POST', '/cms/product/copy', { id: source, modelNo: 'YZ-B14-09' })).body.result;
    const row = (await api(cn, 'GET', `/cms/product/queryById?id=${copy}`)).body.result;
    expect(row).toMatchObject({ modelNo: 'YZ-B14-09', status: 'draft', slug: null });
    expect(row.specs).toHaveLength(7);
    expect(row.gallery).toHaveLength(2);
    const taken = await api(cn, 'POST', '/cms/product/copy', { id: source, siteId: siteId('en') });
    expect(taken.body.message).toBe('型号已存在');
    const moved = await api(cn, 'POST', '/cms/product/copy', { id: source, siteId: siteId('en'), modelNo: 'YZ-X1' });
    expect(moved.body.success).toBe(true);
    const there = (await api(en, 'GET', `/cms/product/queryById?id=${moved.body.result}`)).body.result;
    expect(there.typeId).toBe(demo('productType', 'laptop', 'en'));
    expect(there.attrValues.map((a: { attributeId: string }) => a.attributeId)).toContain(
      demo('productAttribute', 'laptop.memory', 'en'),
    );

    await createUser(t, { username: 'pc_editor', roleCodes: ['admin'] });
    await t.ctx.db.deleteFrom('sysRoleSite').where('siteId', '=', siteId('en')).execute();
    const editor = await login(t, 'pc_editor');
    const refused = await api(editor, 'POST', '/cms/product/copy', {
      id: source,
      siteId: siteId('en'),
      modelNo: 'YZ-X2',
    });
    expect(refused.body).toMatchObject({ success: false, message: '您没有该站点的权限' });
  });

  it('exports products with attribute values and specification rows and imports them back', async () => {
    const { header, cells } = await exportedRow(demo('product', 'YZ-R7-01'));
    const at = (label: string) => header.indexOf(label);
    expect(cells[at('属性值')]).toBe('无线标准=Wi-Fi 7\n组网=EasyMesh|Mesh');
    expect(String(cells[at('规格参数')]).split('\n')[0]).toBe('外观|天线|6|根');

    cells[at('型号')] = 'YZ-R7-88';
    cells[at('访问路径')] = null;
    const bad = [...cells];
    bad[at('型号')] = 'YZ-R7-89';
    bad[at('属性值')] = '无线标准=Wi-Fi 5';
    const imported = await postImport(t, '/cms/product/importExcel', 'p.xlsx', await xlsxOf([header, cells, bad]), cn);
    expect(imported.json().result.msg).toBe('总上传行数：2，已导入行数：1，错误行数：1');
    const list = await api(cn, 'GET', '/cms/product/list?modelNo=YZ-R7-88');
    const row = (await api(cn, 'GET', `/cms/product/queryById?id=${list.body.result.records[0].id}`)).body.result;
    expect(row.attrValues.map((a: { value: string }) => a.value).sort()).toEqual(['EasyMesh', 'Mesh', 'Wi-Fi 7']);
    expect(row.specs.map((s: { value: string }) => s.value)).toEqual(['6', '9300', '3', '1']);
  });

  it('exports compatible fittings by model number and imports them back in the site, row errors for the rest', async () => {
    const { header, cells } = await exportedRow(demo('product', 'YZ-B14-01'));
    const at = (label: string) => header.indexOf(label);
    expect(String(cells[at('兼容配件')]).split('\n').sort()).toEqual(['YZ-AC65', 'YZ-DOCK8']);

    await added(en, '/cms/fitting/add', { name: '英文站配件', model: 'EN-ONLY-1' });
    await added(cn, '/cms/fitting/add', { name: '同名配件', model: 'SAME-1' });
    await added(cn, '/cms/fitting/add', { name: '同名配件', model: 'SAME-2' });
    const row = (model: string, fittings: string) => {
      const out = [...cells];
      out[at('型号')] = model;
      out[at('访问路径')] = null;
      out[at('兼容配件')] = fittings;
      return out;
    };
    const rows = [
      header,
      row('FIT-X1', 'YZ-AC65\n八合一扩展坞'),
      row('FIT-X2', 'YZ-AC65\nEN-ONLY-1'),
      row('FIT-X3', 'NO-SUCH'),
      row('FIT-X4', '同名配件'),
      row('FIT-X5', 'SAME-2'),
    ];
    const imported = await postImport(t, '/cms/product/importExcel', 'f.xlsx', await xlsxOf(rows), cn);
    expect(imported.json().result.msg).toBe('总上传行数：5，已导入行数：2，错误行数：3');
    const report = await t.app.inject({
      url: `${API}${imported.json().result.fileUrl}`,
      headers: { 'x-access-token': cn },
    });
    expect(report.body).toContain('兼容配件「EN-ONLY-1」不存在');
    expect(report.body).toContain('兼容配件「NO-SUCH」不存在');
    expect(report.body).toContain('兼容配件「同名配件」有多个同名配件，请填写型号');

    const list = (await api(cn, 'GET', '/cms/product/list?modelNo=FIT-X*&pageSize=50')).body.result.records;
    expect(list.map((r: { modelNo: string }) => r.modelNo).sort()).toEqual(['FIT-X1', 'FIT-X5']);
    const x1 = list.find((r: { modelNo: string }) => r.modelNo === 'FIT-X1').id;
    const linked = (await api(cn, 'GET', `/cms/product/queryById?id=${x1}`)).body.result.fittings;
    expect(String(linked).split(',').sort()).toEqual([demo('fitting', 'YZ-AC65'), demo('fitting', 'YZ-DOCK8')].sort());
    const dock = (await api(cn, 'GET', `/cms/fitting/queryById?id=${demo('fitting', 'YZ-DOCK8')}`)).body.result;
    expect(String(dock.products).split(',')).toContain(x1);
    // Nothing of the refused rows was written: no link to a product that is not there.
    const db = dynamic(t.ctx.db);
    const links = await db.selectFrom('cmsFittingProducts').select('targetId').execute();
    const products = new Set((await db.selectFrom('cmsProduct').select('id').execute()).map((r) => r.id));
    expect(links.every((l) => products.has(l.targetId))).toBe(true);

    const again = await exportedRow(x1);
    expect(String(again.cells[at('兼容配件')]).split('\n').sort()).toEqual(['YZ-AC65', 'YZ-DOCK8']);
  });

  it('edits compatible fittings from the product as from the fitting, one set of links', async () => {
    const charger = demo('fitting', 'YZ-AC65');
    const dock = demo('fitting', 'YZ-DOCK8');
    const id = await added(
      cn,
      '/cms/product/add',
      product('FIT-1', [{ attributeId: memory, value: '8GB' }], { fittings: charger }),
    );
    const fittingsOf = async (productId: string) =>
      String((await api(cn, 'GET', `/cms/product/queryById?id=${productId}`)).body.result.fittings)
        .split(',')
        .sort();
    const productsOf = async (fittingId: string) =>
      String((await api(cn, 'GET', `/cms/fitting/queryById?id=${fittingId}`)).body.result.products).split(',');
    expect(await fittingsOf(id)).toEqual([charger]);
    const before = await productsOf(charger);
    expect(before).toContain(id);

    // From the product: the dock instead of the charger; the charger keeps its other products.
    expect((await api(cn, 'PUT', '/cms/product/edit', { id, fittings: dock })).body.success).toBe(true);
    expect(await productsOf(charger)).toEqual(before.filter((p) => p !== id));
    expect(await productsOf(dock)).toContain(id);
    // From the fitting: the product shows it at once.
    await api(cn, 'PUT', '/cms/fitting/edit', { id: charger, products: [...before].join(',') });
    expect(await fittingsOf(id)).toEqual([charger, dock].sort());
    // Another site's fitting is refused.
    const other = await api(cn, 'PUT', '/cms/product/edit', { id, fittings: demo('fitting', 'YZ-AC65', 'en') });
    expect(other.body).toMatchObject({ success: false, message: '兼容配件不存在' });
    const list = await api(cn, 'GET', `/cms/product/list?fittings=${dock}&pageSize=50`);
    expect(list.body.result.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('imports products whose type is given by its code', async () => {
    const header = ['类型编码', '产品名称', '型号', '属性值'];
    const rows = [header, ['tablet', '平板 编码导入', 'CODE-1', '内存=8GB'], ['no-such', '平板 无类型', 'CODE-2', '']];
    const imported = await postImport(t, '/cms/product/importExcel', 'c.xlsx', await xlsxOf(rows), cn);
    expect(imported.json().result.msg).toBe('总上传行数：2，已导入行数：1，错误行数：1');
    const list = await api(cn, 'GET', '/cms/product/list?modelNo=CODE-*');
    expect(list.body.result.records).toMatchObject([{ modelNo: 'CODE-1', typeId }]);
    const report = await t.app.inject({
      url: `${API}${imported.json().result.fileUrl}`,
      headers: { 'x-access-token': cn },
    });
    expect(report.body).toContain('产品类型「no-such」不存在');
  });

  it('documents the catalogue endpoints in the OpenAPI document, at the routes the server serves', async () => {
    const doc = (await call(t, 'GET', '/api/public/openapi.json')).body;
    const served = [
      ...new Set(
        t.routes
          .filter((r) => r.url.includes('/catalog/'))
          .map((r) => r.url.replace(':site', '{siteCode}').replace(/:(\w+)/g, '{$1}')),
      ),
    ];
    expect(served.sort()).toEqual([
      '/api/public/{siteCode}/catalog/products',
      '/api/public/{siteCode}/catalog/products/{id}',
    ]);
    for (const path of served) expect(doc.paths[path]?.get, path).toBeDefined();
    const list = doc.paths['/api/public/{siteCode}/catalog/products'].get;
    const names = list.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['siteCode', 'typeId', 'pageNo', 'q', 'attr.{code}']));
    const detail = doc.paths['/api/public/{siteCode}/catalog/products/{id}'].get.responses['200'];
    const extra = detail.content['application/json'].schema.properties.result.allOf[1].properties;
    expect(Object.keys(extra)).toEqual(['attributes', 'specification', 'specificationGroups', 'gallery', 'fittings']);
    for (const ref of JSON.stringify(doc).match(/#\/components\/schemas\/[\w-]+/g) ?? [])
      expect(doc.components.schemas[ref.split('/').at(-1) as string], ref).toBeDefined();
  });

  it('serves products by type with attribute filters, and a product with everything its page shows', async () => {
    const laptop = demo('productType', 'laptop');
    const pub = (q: string) => call(t, 'GET', `/api/public/cn/catalog/products${q}`);
    const models = async (q: string) =>
      ((await pub(q)).body.result.records as { modelNo: string }[]).map((r) => r.modelNo).sort();
    expect(await models(`?typeId=${laptop}&attr.memory=32GB&pageSize=50`)).toEqual(['YZ-B14-02', 'YZ-P16-01']);
    expect(await models(`?typeId=${laptop}&attr.memory=16GB&attr.cpu=Core%20i7`)).toEqual(['YZ-B16-01', 'YZ-P16-02']);
    expect(await models(`?typeId=${laptop}&attr.memory=8GB,32GB`)).toEqual(['YZ-A13-01', 'YZ-B14-02', 'YZ-P16-01']);
    expect((await pub(`?typeId=${laptop}&attr.weight=1.3`)).body.message).toBe('不支持的属性筛选: weight');
    expect((await pub('?attr.memory=16GB')).body.message).toBe('按属性筛选时请指定产品类型typeId');

    const id = demo('product', 'YZ-B14-01');
    const item = (await call(t, 'GET', `/api/public/cn/catalog/products/${id}`)).body.result;
    expect(item.attributes).toContainEqual(expect.objectContaining({ code: 'memory', values: ['16GB'] }));
    expect(item.specification[0]).toEqual({ groupName: '外观', name: '屏幕尺寸', value: '14', unit: '英寸' });
    expect(item.specificationGroups.map((g: { name: string }) => g.name)).toEqual(['外观', '性能', '接口']);
    expect(item.gallery).toHaveLength(2);
    expect(item.fittings.map((f: { model: string }) => f.model)).toEqual(['YZ-AC65', 'YZ-DOCK8']);
    expect(item).not.toHaveProperty('siteId');
    const picture = await t.app.inject({ url: item.gallery[0].image_url });
    expect(picture.headers['content-type']).toBe('image/png');

    const filtered = (await t.app.inject({ url: `/site/cn/product?typeId=${laptop}&attr.memory=32GB` })).body;
    expect(filtered).toContain('YZ-B14-02');
    expect(filtered).toContain('YZ-P16-01');
    expect(filtered).not.toContain('YZ-B16-01');
    const links = [...filtered.matchAll(/<a href="([^"]*)"( aria-current="true")?>([^<]*)<\/a>/g)].map((m) => [
      m[3],
      m[1],
      !!m[2],
    ]);
    const q = (s: string) => s.replaceAll('&', '&amp;');
    expect(links).toContainEqual(['32GB', q(`?typeId=${laptop}&attr.memory=32GB`), true]);
    expect(links).toContainEqual(['16GB', q(`?typeId=${laptop}&attr.memory=16GB`), false]);
    expect(links).toContainEqual(['Core i7', q(`?typeId=${laptop}&attr.memory=32GB&attr.cpu=Core+i7`), false]);
    expect(filtered).toContain('<input type="hidden" name="attr.memory" value="32GB">');
    const both = (await t.app.inject({ url: `/site/cn/product?typeId=${laptop}&attr.memory=16GB&attr.cpu=Core%20i7` }))
      .body;
    expect([...new Set([...both.matchAll(/YZ-[A-Z0-9]+-\d+/g)].map((m) => m[0]))].sort()).toEqual([
      'YZ-B16-01',
      'YZ-P16-02',
    ]);
    const page = await t.app.inject({ url: `/site/cn/product/${id}` });
    expect(page.body).toContain('屏幕尺寸');
    expect(page.body).toContain('65W 氮化镓充电器');
  });
});
