import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId } from '../src/db/seed/index.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

describe('dictionaries', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const all = async () => (await call(t, 'GET', '/sys/dict/queryAllDictItems', { token: admin })).body.result;
  const get = (path: string, token = admin) => call(t, 'GET', path, { token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('shows every dictionary write in queryAllDictItems at once', async () => {
    expect((await all()).test_color).toBeUndefined(); // primes the cache
    const d = await call(t, 'POST', '/sys/dict/add', {
      token: admin,
      body: { dictName: '颜色', dictCode: 'test_color', description: '测试' },
    });
    expect(d.body).toMatchObject({ success: true, message: '添加成功！' });
    const dictId = d.body.result;
    expect((await all()).test_color).toEqual([]);
    const addItem = (body: Record<string, unknown>, token = admin) =>
      call(t, 'POST', '/sys/dictItem/add', { token, body: { dictId, status: 1, ...body } });
    expect((await addItem({ itemText: '红', itemValue: 'red', sortOrder: 2 })).body.success).toBe(true);
    expect((await addItem({ itemText: '绿', itemValue: 'green', sortOrder: 1 })).body.success).toBe(true);
    expect((await all()).test_color.map((i: { value: string }) => i.value)).toEqual(['green', 'red']);

    const dup = await addItem({ itemText: '又红', itemValue: 'red' });
    expect(dup.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const check = await get(`/sys/dictItem/dictItemCheck?itemValue=red&dictId=${dictId}`);
    expect(check.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await get(`/sys/dictItem/dictItemCheck?itemValue=blue&dictId=${dictId}`)).body).toMatchObject({
      success: true,
      message: '该值可用！',
    });

    const items = await get(`/sys/dictItem/list?dictId=${dictId}`);
    expect(items.body.result.records.map((i: { itemValue: string }) => i.itemValue)).toEqual(['green', 'red']);
    const red = items.body.result.records[1];
    expect((await get(`/sys/dictItem/dictItemCheck?itemValue=red&dictId=${dictId}&id=${red.id}`)).body.success).toBe(
      true,
    );
    const renamed = await call(t, 'PUT', '/sys/dictItem/edit', {
      token: admin,
      body: { id: red.id, itemText: '大红' },
    });
    expect(renamed.body.success).toBe(true);
    expect((await all()).test_color.find((i: { value: string }) => i.value === 'red').text).toBe('大红');
    const clash = await call(t, 'PUT', '/sys/dictItem/edit', {
      token: admin,
      body: { id: red.id, itemValue: 'green' },
    });
    expect(clash.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // Disabled items leave the cache but stay in getDictItems (no status filter there).
    await call(t, 'PUT', '/sys/dictItem/edit', { token: admin, body: { id: red.id, status: 0 } });
    expect((await all()).test_color.map((i: { value: string }) => i.value)).toEqual(['green']);
    expect((await get('/sys/dict/getDictItems/test_color')).body.result.map((i: { value: string }) => i.value)).toEqual(
      ['green', 'red'],
    );
    expect((await get('/sys/dict/getDictText/test_color/red')).body.result).toBe('大红');
    // Read-only users cannot write.
    expect((await addItem({ itemText: '蓝', itemValue: 'blue' }, auditor)).status).toBe(403);
    expect((await addItem({ itemText: '蓝', itemValue: 'blue', dictId: 'nope' })).body).toMatchObject({
      success: false,
      message: '字典不存在',
    });

    // Logical delete, recycle bin, restore, physical delete.
    await call(t, 'DELETE', `/sys/dict/delete?id=${dictId}`, { token: admin });
    expect((await all()).test_color).toBeUndefined();
    const bin = await get('/sys/dict/deleteList');
    expect(bin.body.result.map((d: { dictCode: string }) => d.dictCode)).toContain('test_color');
    const again = await call(t, 'POST', '/sys/dict/add', {
      token: admin,
      body: { dictName: '颜色2', dictCode: 'test_color' },
    });
    expect(again.body.success).toBe(false);
    expect((await call(t, 'PUT', `/sys/dict/back/${dictId}`, { token: auditor })).status).toBe(403);
    expect((await call(t, 'PUT', `/sys/dict/back/${dictId}`, { token: admin })).body.success).toBe(true);
    expect((await all()).test_color).toHaveLength(1);
    // Only a dictionary in the recycle bin can be purged.
    expect((await call(t, 'DELETE', `/sys/dict/deletePhysic/${dictId}`, { token: admin })).body.success).toBe(false);
    await call(t, 'DELETE', `/sys/dict/delete?id=${dictId}`, { token: admin });
    expect((await call(t, 'DELETE', `/sys/dict/deletePhysic/${dictId}`, { token: admin })).body.success).toBe(true);
    const left = await t.ctx.db.selectFrom('sysDictItem').select('id').where('dictId', '=', dictId).execute();
    expect(left).toHaveLength(0);
    expect((await get('/sys/dict/deleteList')).body.result.map((d: { id: string }) => d.id)).not.toContain(dictId);
  });

  it('answers plain dictionaries and registered table dictionaries only', async () => {
    const sex = await get('/sys/dict/getDictItems/sex');
    expect(sex.body.result).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect((await get('/sys/dict/getDictItems/no_such_dict')).body.result).toEqual([]);
    expect((await get('/sys/dict/getDictText/sex/2')).body.result).toBe('女');
    const users = await get(`/sys/dict/getDictItems/${enc('sys_user,realname,username')}`);
    expect(users.body.result.find((u: { value: string }) => u.value === 'admin').text).toBe('系统管理员');
    const posts = await get(`/sys/dict/getDictItems/${enc('sys_depart,depart_name,id')}`);
    expect(posts.body.result.length).toBeGreaterThan(5);
    expect((await call(t, 'GET', '/sys/dict/getDictItems/sex')).status).toBe(401);

    const refused: [string, string][] = [
      ['sys_user,password,username', '不支持的字典表'],
      ['sys_user,realname,salt', '不支持的字典表'],
      ['sys_user,realname,username,x where 1=1', '字典Code格式不正确！'],
      ['sys_user,realname,username,1=1', '字典Code格式不正确！'],
      ['sys_user;drop table sys_user,realname,id', '不支持的字典表'],
      ['sys_log,log_content,id', '不支持的字典表'],
      ['sys_user,realname', '字典Code格式不正确！'],
      ["sex' or '1'='1", '字典Code格式不正确！'],
    ];
    for (const [code, message] of refused) {
      for (const path of ['getDictItems', 'loadDict', 'loadDictItem']) {
        const r = await get(`/sys/dict/${path}/${enc(code)}?key=admin`);
        expect(r.status, `${path} ${code}`).toBe(400);
        if (path === 'getDictItems' || code.includes(',')) expect(r.body.message, `${path} ${code}`).toBe(message);
      }
    }
    const count = await t.ctx.db.selectFrom('sysUser').select('id').execute();
    expect(count.length).toBeGreaterThan(3);
  });

  it('searches a table dictionary (loadDict) with escaped LIKE, IN for commas, 10 rows by default', async () => {
    const code = enc('sys_user,realname,username');
    const base = (await get(`/sys/dict/loadDict/${code}`)).body.result;
    expect(base).toHaveLength(10);
    expect((await get(`/sys/dict/loadDict/${code}?pageSize=3`)).body.result).toHaveLength(3);
    const kw = await get(`/sys/dict/loadDict/${code}?keyword=${enc('管理')}`);
    expect(kw.body.result.map((r: { value: string }) => r.value)).toEqual(['admin']);
    const byCode = await get(`/sys/dict/loadDict/${code}?keyword=edit`);
    expect(byCode.body.result.map((r: { value: string }) => r.value)).toEqual(['editor']);
    const inList = await get(`/sys/dict/loadDict/${code}?keyword=${enc('admin,审计员')}`);
    expect(inList.body.result.map((r: { value: string }) => r.value).sort()).toEqual(['admin', 'auditor']);
    for (const k of ['%', '_', "' or 1=1 --"]) {
      expect((await get(`/sys/dict/loadDict/${code}?keyword=${enc(k)}`)).body.result).toEqual([]);
    }
    expect((await get(`/sys/dict/loadDict/sex`)).status).toBe(400);
  });

  it('translates keys in order (loadDictItem), dropping unknown ones unless delNotExist=false', async () => {
    const code = enc('sys_user,realname,username');
    const r = await get(`/sys/dict/loadDictItem/${code}?key=auditor,nobody,admin`);
    expect(r.body.result).toEqual(['审计员', '系统管理员']);
    const keep = await get(`/sys/dict/loadDictItem/${code}?key=auditor,nobody,admin&delNotExist=false`);
    expect(keep.body.result).toEqual(['审计员', 'nobody', '系统管理员']);
  });

  it('loads registered trees only, with condition as a JSON object of allowed columns', async () => {
    const q = (extra: string) =>
      get(`/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id${extra}`);
    const roots = (await q('')).body.result;
    expect(roots).toEqual([
      { key: departId('A01'), value: departId('A01'), title: '云站科技有限公司', isLeaf: false, parentId: '' },
    ]);
    const kids = (await q(`&pid=${departId('A01A01')}`)).body.result;
    expect(kids.map((k: { title: string; isLeaf: boolean }) => [k.title, k.isLeaf])).toEqual([
      ['软件部', false],
      ['硬件部', true],
    ]);
    const cond = (await q(`&pid=${departId('A01')}&condition=${enc(JSON.stringify({ orgCategory: '2' }))}`)).body
      .result;
    expect(cond).toHaveLength(4);
    const none = (await q(`&pid=${departId('A01')}&condition=${enc(JSON.stringify({ org_category: '1' }))}`)).body
      .result;
    expect(none).toEqual([]);

    const bad: [string, number][] = [
      [`&condition=${enc('{bad json')}`, 400],
      [`&condition=${enc('[1,2]')}`, 400],
      [`&condition=${enc(JSON.stringify({ 'status = 1 or 1': '1' }))}`, 400],
      [`&condition=${enc(JSON.stringify({ password: 'x' }))}`, 400],
      [`&condition=${enc(JSON.stringify({ status: { $ne: 1 } }))}`, 400],
    ];
    for (const [extra, status] of bad) expect((await q(extra)).status, extra).toBe(status);
    expect((await q(`&condition=${enc('{bad json')}`)).body.message).toBe(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    );
    const other = [
      'tableName=sys_user&text=realname&code=id',
      'tableName=sys_depart&text=password&code=id',
      'tableName=sys_depart&text=depart_name&code=id&pidField=org_code',
      'tableName=sys_depart;drop&text=depart_name&code=id',
      'tableName=sys_depart&text=depart_name&code=id&hasChildField=del_flag',
    ];
    for (const qs of other) expect((await get(`/sys/dict/loadTreeData?${qs}`)).status, qs).toBe(400);
    const menus = await get('/sys/dict/loadTreeData?tableName=sys_permission&text=name&code=id&pidField=parent_id');
    expect(menus.body.result.length).toBeGreaterThan(3);
    expect(menus.body.result.some((m: { isLeaf: boolean }) => m.isLeaf === false)).toBe(true);
    expect(menus.body.result.every((m: { parentId: string }) => m.parentId === '')).toBe(true);
    const depts = await t.ctx.db.selectFrom('sysDepart').select('id').execute();
    expect(depts.length).toBeGreaterThan(5);
  });
});
