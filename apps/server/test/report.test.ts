import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

describe('popup reports (/online/cgreport/api)', () => {
  let t: TestApp;
  let auditor: string;
  const get = (path: string, token = auditor) => call(t, 'GET', `/system-api${path}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('serves the columns of a registered report by code', async () => {
    const res = await get('/online/cgreport/api/getRpColumns/report_depart');
    expect(res.body.success).toBe(true);
    const r = res.body.result;
    expect(r).toMatchObject({
      cgRpConfigId: 'rp_depart',
      cgRpConfigName: '部门',
      isGroupTitle: false,
      fieldHrefSlots: [],
    });
    expect(r.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual([
      'depart_name',
      'org_code',
      'org_category',
      'mobile',
    ]);
    expect(r.columns[2]).toMatchObject({
      title: '机构类型',
      align: 'center',
      sorter: 'true',
      customRender: 'org_category',
    });
    expect(r.dictOptions.org_category.map((o: { text: string }) => o.text)).toContain('公司');
    expect((await get('/online/cgreport/api/getRpColumns/sys_user')).body).toMatchObject({
      success: false,
      message: '报表不存在',
    });
  });

  it('pages, searches and sorts the rows of a report on declared columns only', async () => {
    const all = (await get('/online/cgreport/api/getData/rp_category?pageNo=1&pageSize=5')).body.result;
    expect(all.total).toBeGreaterThanOrEqual(13);
    expect(all.records).toHaveLength(5);
    expect(Object.keys(all.records[0]).sort()).toEqual(['code', 'id', 'name']);
    expect(all.records[0].code).toBe('A01');

    const found = (await get(`/online/cgreport/api/getData/rp_category?name=${enc('*本*')}`)).body.result;
    expect(found.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['游戏本', '笔记本电脑', '轻薄本'].sort(),
    );
    expect(found.total).toBe(3);

    const sorted = (await get('/online/cgreport/api/getData/rp_category?column=code&order=desc&pageSize=1')).body;
    expect(sorted.result.records[0].code > 'A03').toBe(true);

    expect((await get('/online/cgreport/api/getData/rp_category?column=create_by')).body).toMatchObject({
      success: false,
      message: '不支持的排序字段：create_by',
    });
    expect((await get('/online/cgreport/api/getData/rp_category?create_by=admin')).body).toMatchObject({
      success: false,
      message: '不支持的查询条件：create_by',
    });
    expect((await get('/online/cgreport/api/getData/rp_category?order=drop')).body.success).toBe(false);
    expect((await get('/online/cgreport/api/getData/nope')).body.message).toBe('报表不存在');
  });

  it('keys records by the report columns', async () => {
    const res = (await get(`/online/cgreport/api/getData/rp_depart?depart_name=${enc('*研发*')}`)).body.result;
    expect(res.records.length).toBeGreaterThan(0);
    expect(Object.keys(res.records[0]).sort()).toEqual(['depart_name', 'id', 'mobile', 'org_category', 'org_code']);
    expect(res.records[0].depart_name).toContain('研发');
  });

  it('lists the search fields of a report', async () => {
    const info = (await get('/online/cgreport/api/getQueryInfo/rp_depart')).body.result;
    expect(info).toEqual([
      { label: '机构名称', field: 'depart_name', mode: 'single', view: 'text' },
      { label: '机构编码', field: 'org_code', mode: 'single', view: 'text' },
    ]);
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/system-api/online/cgreport/api/getData/rp_depart')).status).toBe(401);
  });
});
