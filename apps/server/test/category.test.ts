import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

/** A well-formed id no row has. */
const NOPE = '0'.repeat(32);

describe('category dictionary (sys_category)', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const get = (path: string, token = admin) => call(t, 'GET', path, { token });
  const add = (body: Record<string, unknown>, token = admin) => call(t, 'POST', '/sys/category/add', { token, body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('serves the seeded roots and children as tree nodes', async () => {
    const roots = (await get('/sys/category/loadTreeRoot?async=true&pcode=')).body.result;
    expect(roots.map((n: { code: string }) => n.code)).toEqual(['A01', 'A02', 'A03']);
    expect(roots[0]).toMatchObject({ title: '产品类型', label: '产品类型', name: '产品类型', isLeaf: false, leaf: 0 });
    expect(roots[0].key).toBe(roots[0].value);
    expect(roots[0].parentId).toBe('0');

    const under = (await get('/sys/category/loadTreeRoot?async=true&pcode=A01')).body.result;
    expect(under.map((n: { name: string }) => n.name)).toEqual(['笔记本电脑', '台式机', '显示器']);
    const full = (await get('/sys/category/loadTreeRoot?async=false&pcode=A01')).body.result;
    expect(full[0].children.map((n: { code: string }) => n.code)).toEqual(['A01A01A01', 'A01A01A02']);
    expect(full[1].children).toBeUndefined();

    const children = (await get(`/sys/category/loadTreeChildren?pid=${roots[1].key}`)).body.result;
    expect(children.map((n: { name: string; isLeaf: boolean }) => [n.name, n.isLeaf])).toEqual([
      ['驱动程序', true],
      ['用户手册', true],
      ['固件', true],
    ]);
    // Every signed-in user may load the tree, as with the other dictionaries.
    expect((await get('/sys/category/loadTreeChildren?pid=0', auditor)).body.result).toHaveLength(3);
  });

  it('refuses an unknown pcode with the server message', async () => {
    const res = await get('/sys/category/loadTreeRoot?async=true&pcode=Z99');
    expect(res.body).toMatchObject({ success: false, message: '该编码【Z99】不存在，请核实!' });
  });

  it('loads tree data by pid or pcode with a JSON condition', async () => {
    const byCode = (await get('/sys/category/loadTreeData?pcode=A02')).body.result;
    expect(byCode.map((n: { name: string }) => n.name)).toEqual(['驱动程序', '用户手册', '固件']);
    const filtered = await get(`/sys/category/loadTreeData?pcode=A02&condition=${enc('{"name":"固件"}')}`);
    expect(filtered.body.result.map((n: { code: string }) => n.code)).toEqual(['A02A03']);
    expect((await get('/sys/category/loadTreeData?pcode=0')).body.result).toHaveLength(3);
    for (const bad of ['[1]', 'name=固件', '"x"']) {
      const res = await get(`/sys/category/loadTreeData?pcode=A02&condition=${enc(bad)}`);
      expect(res.body).toMatchObject({
        success: false,
        message: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
      });
    }
    const column = await get(`/sys/category/loadTreeData?pcode=A02&condition=${enc('{"create_by":"admin"}')}`);
    expect(column.body).toMatchObject({ success: false, message: '不支持的查询条件字段：create_by' });
  });

  it('loads one row by an allowed field only', async () => {
    const one = await get(`/sys/category/loadOne?field=code&val=A03A01`);
    expect(one.body.result).toMatchObject({ name: '维修', code: 'A03A01', isLeaf: true });
    expect((await get('/sys/category/loadOne?field=code&val=ZZZ')).body).toMatchObject({
      success: false,
      message: '查询无果',
    });
    expect((await get('/sys/category/loadOne?field=create_by&val=admin')).body).toMatchObject({
      success: false,
      message: '不支持的查询字段',
    });
  });

  it('names ids in loadDictItem', async () => {
    const a = (await get('/sys/category/loadOne?field=code&val=A03A01')).body.result.id;
    const b = (await get('/sys/category/loadOne?field=code&val=A01')).body.result.id;
    expect((await get(`/sys/category/loadDictItem/?ids=${a},${b},${NOPE}`)).body.result.sort()).toEqual([
      '产品类型',
      '维修',
    ]);
    expect((await get(`/sys/category/loadDictItem?ids=${a},${NOPE},${b}&delNotExist=false`)).body.result).toEqual([
      '维修',
      NOPE,
      '产品类型',
    ]);
  });

  it('generates codes on add, keeps hasChild and refuses moves', async () => {
    const root = await add({ name: '测试根' });
    expect(root.body).toMatchObject({ success: true, message: '添加成功！' });
    const rootRow = (await get(`/sys/category/queryById?id=${root.body.result}`)).body.result;
    expect(rootRow).toMatchObject({ pid: '0', code: 'A04', hasChild: '0' });

    const child = await add({ name: '子一', pid: root.body.result, code: 'HACK', hasChild: '1' });
    const second = await add({ name: '子二', pid: root.body.result });
    const childRow = (await get(`/sys/category/queryById?id=${child.body.result}`)).body.result;
    expect(childRow).toMatchObject({ code: 'A04A01', hasChild: '0' });
    expect((await get(`/sys/category/queryById?id=${second.body.result}`)).body.result.code).toBe('A04A02');
    expect((await get(`/sys/category/queryById?id=${root.body.result}`)).body.result.hasChild).toBe('1');

    expect((await add({ name: '孤儿', pid: 'nope' })).body).toMatchObject({
      success: false,
      message: '父级节点不存在',
    });
    expect((await add({ name: '' })).body.success).toBe(false);
    expect((await add({ name: '无权' }, auditor)).status).toBe(403);

    const edit = await call(t, 'PUT', '/sys/category/edit', {
      token: admin,
      body: { id: child.body.result, name: '子一改', code: 'X01', pid: '0' },
    });
    expect(edit.body.success).toBe(true);
    expect((await get(`/sys/category/queryById?id=${child.body.result}`)).body.result).toMatchObject({
      name: '子一改',
      code: 'A04A01',
      pid: root.body.result,
    });
    const move = await call(t, 'PUT', '/sys/category/move', { token: admin, body: { id: child.body.result } });
    expect(move.body.success).toBe(false);

    const refused = await call(t, 'DELETE', `/sys/category/delete?id=${root.body.result}`, { token: admin });
    expect(refused.body.success).toBe(false);
    await call(t, 'DELETE', `/sys/category/deleteBatch?ids=${child.body.result},${second.body.result}`, {
      token: admin,
    });
    expect((await get(`/sys/category/queryById?id=${root.body.result}`)).body.result.hasChild).toBe('0');
  });
});
