import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport, xlsOf, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** JeecgBoot's export layout: two title rows, then the header. */
const titled = (title: string, rows: unknown[][]) => [[`${title}报表`], ['导出人:管理员'], ...rows];

describe('user and department Excel import', () => {
  let t: TestApp;
  let token: string;
  const importUsers = (name: string, data: Buffer) => postImport(t, '/sys/user/importExcel', name, data, token);
  const importDeparts = (name: string, data: Buffer) => postImport(t, '/sys/sysDepart/importExcel', name, data, token);
  /** An answer of an import with bad rows (contract §5.4): code 201, the counts, the lines of its error file. */
  const expectPartial = async (body: { result: { fileUrl: string } }, imported: number, errors: unknown[]) => {
    expect(body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    const totalCount = imported + errors.length;
    expect(body.result).toMatchObject({ totalCount, successCount: imported, errorCount: errors.length });
    const file = await t.app.inject({ url: `${API}${body.result.fileUrl}`, headers: { 'x-access-token': token } });
    expect(file.body.trim().split('\r\n')).toEqual(errors);
  };
  const user = (username: string) =>
    t.ctx.db.selectFrom('sysUser').selectAll().where('username', '=', username).executeTakeFirst();
  const userCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('sysUser')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const departs = async () =>
    new Map((await t.ctx.db.selectFrom('sysDepart').selectAll().execute()).map((d) => [d.departName, d] as const));

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin');
  });
  afterAll(() => t.close());

  describe('users (/sys/user/importExcel)', () => {
    it('imports a good file with roles and departments; the users share a generated initial password they must change', async () => {
      const file = await xlsxOf(
        titled('用户', [
          ['用户账号', '用户姓名', '性别', '手机号码', '电子邮件', '工号', '角色', '部门'],
          ['imp_alice', '爱丽丝', '女', '13900000001', 'alice@example.com', 'IMP001', 'editor', '研发中心'],
          ['imp_bob', '鲍勃', '男', 13900000002, '', 'IMP002', '内容编辑,审计员', 'A01A02，软件部'],
          ['imp_carol', '卡罗尔', '', '', '', '', '', ''],
        ]),
      );
      const res = await importUsers('用户.xlsx', file);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ success: true, code: 200 });
      const password = body.result.initialPassword as string;
      expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,64}$/);
      expect(body.message).toBe(`共3行数据全部导入成功！导入用户的初始密码为 ${password} ，首次登录须修改密码。`);

      const d = await departs();
      const alice = await user('imp_alice');
      expect(alice).toMatchObject({ realname: '爱丽丝', sex: 2, phone: '13900000001', status: 1, delFlag: 0 });
      expect(alice?.orgCode).toBe(d.get('研发中心')?.orgCode);
      expect(alice?.passwordChangeRequired).toBe(1);
      const bob = await user('imp_bob');
      expect(bob).toMatchObject({ phone: '13900000002', email: null, orgCode: 'A01A02' });
      expect(bob?.password).toBe(alice?.password);
      const q = await call(t, 'GET', `/sys/user/queryById?id=${bob?.id}`, { token });
      const roleIds = (await t.ctx.db.selectFrom('sysRole').select(['id', 'roleCode']).execute()).reduce<
        Record<string, string>
      >((m, r) => Object.assign(m, { [r.roleCode]: r.id }), {});
      expect(q.body.result.selectedroles.split(',').sort()).toEqual([roleIds.editor, roleIds.auditor].sort());
      expect(q.body.result.selecteddeparts.split(',').sort()).toEqual(
        [d.get('市场中心')?.id, d.get('软件部')?.id].sort(),
      );
      expect((await user('imp_carol'))?.orgCode).toBeNull();

      const login1 = await call(t, 'POST', '/sys/login', { body: { username: 'imp_alice', password } });
      expect(login1.body.result.userInfo.passwordChangeRequired).toBe(true);
      const blocked = await call(t, 'GET', '/sys/user/list', { token: login1.body.result.token });
      expect(blocked.body.message).toBe('首次登录请先修改初始密码');
    });

    it('imports the good rows of a file with bad ones and reports the rest (code 201, error file)', async () => {
      await call(t, 'POST', '/sys/user/add', {
        token,
        body: { username: 'imp_binned', realname: '回收站', password: 'Passw0rd!x', phone: '13900000009' },
      });
      const binned = await user('imp_binned');
      await call(t, 'DELETE', `/sys/user/delete?id=${binned?.id}`, { token });
      const before = await userCount();
      const file = await xlsxOf([
        ['用户账号', '用户姓名', '手机号码', '角色', '部门'],
        ['imp_dave', '大卫', '13900000011', '', ''], // 2: good
        ['admin', '重名', '', '', ''], // 3: username taken
        ['imp_dave', '又一个大卫', '', '', ''], // 4: duplicate within the file
        ['imp_binned', '回收', '', '', ''], // 5: in the recycle bin
        ['imp_erin', '艾琳', '12345', '', ''], // 6: bad phone
        ['imp_frank', '弗兰克', '', '不存在的角色', ''], // 7: unknown role
        ['imp_gina', '', '', '', ''], // 8: no real name
        ['imp_hank', '汉克', '13900000011', '', ''], // 9: phone of row 2
        ['imp_ivy', '艾薇', '13900000009', '', ''], // 10: phone of the binned user
        ['imp_jack', '杰克', '', '', '不存在的部门'], // 11: unknown department
        ['imp_kate', '凯特', '13900000012', 'guest', '云站科技有限公司'], // 12: good
      ]);
      const body = (await importUsers('bad.xlsx', file)).json();
      expect(body.result.msg).toMatch(
        /^总上传行数：11，已导入行数：2，错误行数：9导入用户的初始密码为 \S+ ，首次登录须修改密码。$/,
      );
      expect(body.result.initialPassword).toBeTruthy();
      await expectPartial(body, 2, [
        '第 3 行：用户账号已经存在，忽略导入。',
        '第 4 行：用户账号已经存在，忽略导入。',
        '第 5 行：用户账号已经存在（在回收站中），忽略导入。',
        expect.stringMatching(/^第 6 行：手机号码/),
        '第 7 行：角色“不存在的角色”不存在',
        '第 8 行：用户姓名不能为空',
        '第 9 行：手机号码已经存在，忽略导入。',
        '第 10 行：手机号码已经存在（在回收站中），忽略导入。',
        '第 11 行：部门“不存在的部门”不存在',
      ]);
      const after = await userCount();
      expect(after - before).toBe(2);
      expect((await user('imp_dave'))?.realname).toBe('大卫');
      expect((await user('imp_kate'))?.orgCode).toBe('A01');
      expect(await user('imp_erin')).toBeUndefined();
    });

    it('reads a legacy .xls the same way', async () => {
      const body = (
        await importUsers(
          'users.xls',
          xlsOf([
            ['用户账号', '用户姓名', '性别', '工号'],
            ['imp_xls1', '旧格式一', '男', 'X001'],
            ['imp_xls2', '旧格式二', '女', 'X002'],
          ]),
        )
      ).json();
      expect(body).toMatchObject({ success: true, code: 200 });
      expect(await user('imp_xls2')).toMatchObject({ realname: '旧格式二', sex: 2, workNo: 'X002' });
    });

    it('needs the import permission', async () => {
      const auditor = await login(t, 'auditor');
      const res = await postImport(t, '/sys/user/importExcel', 'x.xlsx', await xlsxOf([['用户账号']]), auditor);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('departments (/sys/sysDepart/importExcel)', () => {
    it('imports a tree given children first, with org codes generated as on add', async () => {
      const file = await xlsxOf(
        titled('部门', [
          ['机构名称', '上级部门', '机构类型', '排序', '手机号'],
          ['前端组', '导入研发部', '岗位', 2, ''],
          ['导入研发部', '导入集团', '部门', 1, ''],
          ['测试组', '导入研发部', '岗位', 1, ''],
          ['导入集团', '', '公司', 0, '0755-1'],
          ['华南办', 'A01A02', '部门', 0, ''], // an existing department by org code
          ['客服二组', '客户服务中心', '部门', 0, ''], // an existing department by name
        ]),
      );
      const body = (await importDeparts('部门.xlsx', file)).json();
      expect(body).toMatchObject({ success: true, code: 200, message: '共6行数据全部导入成功！' });
      const d = await departs();
      const group = d.get('导入集团');
      expect(group).toMatchObject({ parentId: null, orgCode: 'A02', orgType: '1', orgCategory: '1', mobile: '0755-1' });
      expect(d.get('导入研发部')).toMatchObject({
        parentId: group?.id,
        orgCode: 'A02A01',
        orgType: '2',
        orgCategory: '2',
      });
      expect(d.get('前端组')).toMatchObject({ parentId: d.get('导入研发部')?.id, orgCode: 'A02A01A01', orgType: '3' });
      expect(d.get('测试组')).toMatchObject({ orgCode: 'A02A01A02', departOrder: 1, orgCategory: '3' });
      const market = d.get('市场中心');
      expect(d.get('华南办')?.parentId).toBe(market?.id);
      expect(d.get('华南办')?.orgCode).toMatch(new RegExp(`^${market?.orgCode}[A-Z]\\d{2}$`));
      expect(d.get('客服二组')?.parentId).toBe(d.get('客户服务中心')?.id);
      // The tree endpoint sees them.
      const tree = (await call(t, 'GET', '/sys/sysDepart/queryTreeList', { token })).body.result;
      const top = tree.find((n: { title: string }) => n.title === '导入集团');
      expect(top.children.map((n: { title: string }) => n.title)).toEqual(['导入研发部']);
    });

    it('takes a JeecgBoot-style file whose org codes name the parents (.xls)', async () => {
      const file = xlsOf([
        ['机构名称', '机构编码', '机构类型'],
        ['子公司乙部', 'B01A01', '部门'],
        ['子公司乙', 'B01', '公司'],
        ['乙部一组', 'B01A01A01', '岗位'],
      ]);
      const body = (await importDeparts('depart.xls', file)).json();
      expect(body).toMatchObject({ success: true, code: 200 });
      const d = await departs();
      const top = d.get('子公司乙');
      expect(top?.orgCode).toMatch(/^A\d{2}$/);
      expect(d.get('子公司乙部')).toMatchObject({ parentId: top?.id, orgCode: `${top?.orgCode}A01` });
      expect(d.get('乙部一组')).toMatchObject({ orgCode: `${top?.orgCode}A01A01` });
    });

    it('reports cycles, unknown and ambiguous parents, and the children of rows that failed (code 201)', async () => {
      const file = await xlsxOf([
        ['机构名称', '上级部门', '机构类型'],
        ['环甲', '环乙', '部门'], // 2: cycle
        ['环乙', '环甲', '部门'], // 3: cycle
        ['孤儿', '查无此部', '部门'], // 4: unknown parent
        ['坏类型', '', '不存在的类型'], // 5: bad category
        ['坏类型的孩子', '坏类型', '部门'], // 6: its parent failed (not in the rows read)
        ['重名', '', '部门'], // 7: good
        ['重名', '', '部门'], // 8: good (names need not be unique)
        ['重名之子', '重名', '部门'], // 9: ambiguous parent
        ['好部门', '', '部门'], // 10: good
        ['', '好部门', '部门'], // 11: no name
        ['好部门之子', '好部门', '部门'], // 12: good
      ]);
      const body = (await importDeparts('bad.xlsx', file)).json();
      await expectPartial(body, 4, [
        '第 2 行：上级部门循环引用，忽略导入。',
        '第 3 行：上级部门循环引用，忽略导入。',
        '第 4 行：上级部门“查无此部”不存在',
        expect.stringMatching(/^第 5 行：机构类型/),
        '第 6 行：上级部门“坏类型”不存在',
        '第 9 行：上级部门“重名”有重名，请填写编码',
        '第 11 行：机构名称不能为空',
      ]);
      const d = await departs();
      expect(d.get('好部门之子')?.parentId).toBe(d.get('好部门')?.id);
      expect(d.has('环甲')).toBe(false);
    });
  });
});
