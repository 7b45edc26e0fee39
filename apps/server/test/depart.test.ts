import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/core/time.js';
import { departId } from '../src/db/seed/index.js';
import { nextSegment } from '../src/modules/depart/service.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

const enc = encodeURIComponent;

interface Node {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  orgType: string;
  parentId: string | null;
  isLeaf: boolean;
  children: Node[] | null;
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('org codes', () => {
  it('counts A01 … A99, then B01, and stops after Z99', () => {
    expect(nextSegment(undefined)).toBe('A01');
    expect(nextSegment('A01')).toBe('A02');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    expect(() => nextSegment('Z99')).toThrow('同级部门数量已达上限');
  });
});

describe('departments', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const add = (body: Record<string, unknown>, token = admin) => call(t, 'POST', '/sys/sysDepart/add', { token, body });
  const tree = async (): Promise<Node[]> =>
    (await call(t, 'GET', '/sys/sysDepart/queryTreeList', { token: admin })).body.result;
  const count = async (table: string, column: string, values: string[]) =>
    Number(
      (
        await t.ctx.db
          // biome-ignore lint/suspicious/noExplicitAny: dynamic table in a test
          .selectFrom(table as any)
          .select((eb) => eb.fn.countAll().as('n'))
          // biome-ignore lint/suspicious/noExplicitAny: dynamic column in a test
          .where(column as any, 'in', values)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('answers the whole tree: key = value = id, title, children null on leaves, by depart order', async () => {
    expect((await call(t, 'GET', '/sys/sysDepart/queryTreeList')).status).toBe(401);
    const roots = await tree();
    expect(roots).toHaveLength(1);
    const root = roots[0];
    expect(root).toMatchObject({ orgCode: 'A01', title: '云站科技有限公司', isLeaf: false, orgType: '1' });
    expect(root.key).toBe(root.id);
    expect(root.value).toBe(root.id);
    expect(root.children?.map((c) => c.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04']);
    const leaf = flatten(roots).find((n) => n.departName === '前端开发岗');
    expect(leaf).toMatchObject({ isLeaf: true, children: null, orgCode: 'A01A01A01A01', orgType: '4' });
    // The auditor (read-only) may read the tree, as every signed-in user (pickers).
    expect((await call(t, 'GET', '/sys/sysDepart/queryTreeList', { token: auditor })).body.success).toBe(true);
  });

  it('answers one lazy level, the id tree, and searches with escaped LIKE', async () => {
    const top = (await call(t, 'GET', '/sys/sysDepart/queryDepartTreeSync', { token: admin })).body.result;
    expect(top.map((n: Node) => n.orgCode)).toEqual(['A01']);
    expect(top[0].isLeaf).toBe(false);
    const level = (
      await call(t, 'GET', `/sys/sysDepart/queryDepartTreeSync?pid=${departId('A01A01')}`, { token: admin })
    ).body.result;
    expect(level.map((n: Node & { hasChildren: boolean }) => [n.orgCode, n.isLeaf, n.hasChildren])).toEqual([
      ['A01A01A01', false, true],
      ['A01A01A02', true, false],
    ]);
    const ids = (await call(t, 'GET', '/sys/sysDepart/queryIdTree', { token: admin })).body.result;
    expect(Object.keys(ids[0]).sort()).toEqual(['children', 'key', 'title', 'value']);
    const found = await call(t, 'GET', `/sys/sysDepart/searchBy?keyWord=${enc('软件')}`, { token: admin });
    expect(found.body.result.map((n: Node) => n.departName)).toEqual(['软件部']);
    for (const k of ['%', '_', "' or 1=1 --"]) {
      const r = await call(t, 'GET', `/sys/sysDepart/searchBy?keyWord=${enc(k)}`, { token: admin });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, message: '未查询匹配数据！' });
    }
  });

  it('gives department heads their departments (message 2) and others message 1', async () => {
    const head = await login(t, 'xuli');
    const mine = await call(t, 'GET', '/sys/sysDepart/queryMyDeptTreeList', { token: head });
    expect(mine.body.message).toBe('2');
    expect(mine.body.result.map((n: Node) => n.orgCode)).toEqual(['A01A01']);
    expect(flatten(mine.body.result).every((n) => n.orgCode.startsWith('A01A01'))).toBe(true);
    const other = await call(t, 'GET', '/sys/sysDepart/queryMyDeptTreeList', { token: admin });
    expect(other.body).toMatchObject({ success: true, message: '1', result: null });
    const scoped = await call(t, 'GET', `/sys/sysDepart/searchBy?keyWord=${enc('部')}&myDeptSearch=1`, {
      token: head,
    });
    expect(scoped.body.result.map((n: Node) => n.departName).sort()).toEqual(['硬件部', '软件部'].sort());
  });

  it('answers the parent chain by id or org code', async () => {
    const id = departId('A01A01A01');
    const r = await call(t, 'GET', `/sys/sysDepart/queryAllParentId?departId=${id}`, { token: admin });
    expect(r.body.result[id].parentIds).toEqual([departId('A01'), departId('A01A01')]);
    expect(r.body.result[id].parentMap[departId('A01')].departName).toBe('云站科技有限公司');
    const byCode = await call(t, 'GET', '/sys/sysDepart/queryAllParentId?orgCode=A01A01', { token: admin });
    expect(byCode.body.result.A01A01.parentIds).toEqual([departId('A01')]);
    const none = await call(t, 'GET', '/sys/sysDepart/queryAllParentId', { token: admin });
    expect(none.body).toMatchObject({ success: false, message: 'departId 和 orgCode 不能都为空！' });
  });

  it('generates org codes per level from the largest sibling code (depth 3)', async () => {
    const r1 = await add({ departName: '华东分公司', orgCategory: '1', departOrder: 9 });
    expect(r1.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(r1.body.result).toMatchObject({ orgCode: 'A02', orgType: '1', parentId: null });
    const root = r1.body.result.id;
    const c1 = (await add({ departName: '上海办', parentId: root, orgCategory: '2' })).body.result;
    const c2 = (await add({ departName: '杭州办', parentId: root, orgCategory: '2' })).body.result;
    expect([c1.orgCode, c2.orgCode]).toEqual(['A02A01', 'A02A02']);
    const g1 = (await add({ departName: '浦东组', parentId: c1.id, orgCategory: '3' })).body.result;
    expect(g1).toMatchObject({ orgCode: 'A02A01A01', orgType: '3', parentId: c1.id });
    // Under an existing seed department: after its largest child.
    const s = (await add({ departName: '测试部', parentId: departId('A01A01'), orgCategory: '2' })).body.result;
    expect(s.orgCode).toBe('A01A01A03');
    // A deleted middle sibling does not reuse a code below the largest one.
    await call(t, 'DELETE', `/sys/sysDepart/delete?id=${c1.id}`, { token: admin });
    const c3 = (await add({ departName: '南京办', parentId: root, orgCategory: '2' })).body.result;
    expect(c3.orgCode).toBe('A02A03');
    // Client-sent codes, levels and ids are ignored.
    const forced = await add({ departName: '强行编码', orgCode: 'Z99', orgType: '9', id: 'x1', delFlag: '1' });
    expect(forced.body.result).toMatchObject({ orgCode: 'A03', orgType: '1', delFlag: '0' });
    expect(forced.body.result.id).not.toBe('x1');
    // Unknown parent, missing name, bad category.
    expect((await add({ departName: 'x', parentId: 'nope' })).body).toMatchObject({
      success: false,
      message: '上级部门不存在',
    });
    expect((await add({ orgCategory: '1' })).status).toBe(400);
    expect((await add({ departName: 'x', orgCategory: '9' })).status).toBe(400);
    // Read-only users may not add.
    expect((await add({ departName: '审计新增' }, auditor)).status).toBe(403);
    const codes = flatten(await tree()).map((n) => n.orgCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('never changes org code or parent on edit', async () => {
    const d = (await add({ departName: '编辑测试', orgCategory: '2' })).body.result;
    const r = await call(t, 'PUT', '/sys/sysDepart/edit', {
      token: admin,
      body: { id: d.id, departName: '编辑后', orgCode: 'A01', parentId: departId('A01'), orgType: '5', memo: '备注' },
    });
    expect(r.body).toMatchObject({ success: true });
    const after = (await call(t, 'GET', `/sys/sysDepart/queryById?id=${d.id}`, { token: admin })).body.result;
    expect(after).toMatchObject({
      departName: '编辑后',
      orgCode: d.orgCode,
      parentId: null,
      orgType: '1',
      memo: '备注',
    });
    expect(
      (await call(t, 'PUT', '/sys/sysDepart/edit', { token: auditor, body: { id: d.id, departName: 'x' } })).status,
    ).toBe(403);
  });

  it('deletes a department with all descendants and their links in one go', async () => {
    const top = (await add({ departName: '待删总部', orgCategory: '1' })).body.result;
    const mid = (await add({ departName: '待删中层', parentId: top.id, orgCategory: '2' })).body.result;
    const low = (await add({ departName: '待删基层', parentId: mid.id, orgCategory: '3' })).body.result;
    const keep = (await add({ departName: '保留部门', orgCategory: '1' })).body.result;
    const ids = [top.id, mid.id, low.id];
    const userId = await createUser(t, { username: 'depart_member' });
    const db = t.ctx.db;
    const perm = await db.selectFrom('sysPermission').select('id').limit(1).executeTakeFirstOrThrow();
    for (const d of [low.id, keep.id]) {
      await db.insertInto('sysUserDepart').values({ id: newId(), userId, depId: d }).execute();
      await db
        .insertInto('sysDepartPermission')
        .values({ id: newId(), departId: d, permissionId: perm.id, dataRuleIds: null })
        .execute();
    }
    const role = await call(t, 'POST', '/sys/sysDepartRole/add', {
      token: admin,
      body: { departId: mid.id, roleName: '中层角色', roleCode: 'mid_role' },
    });
    expect(role.body.success).toBe(true);
    const roleId = role.body.result;
    await db.insertInto('sysDepartRoleUser').values({ id: newId(), userId, droleId: roleId }).execute();
    await db
      .insertInto('sysDepartRolePermission')
      .values({
        id: newId(),
        departId: mid.id,
        roleId,
        permissionId: perm.id,
        dataRuleIds: null,
        operateDate: null,
        operateIp: null,
      })
      .execute();

    expect((await call(t, 'DELETE', `/sys/sysDepart/delete?id=${top.id}`, { token: auditor })).status).toBe(403);
    const r = await call(t, 'DELETE', `/sys/sysDepart/delete?id=${top.id}`, { token: admin });
    expect(r.body).toMatchObject({ success: true });
    expect(await count('sys_depart', 'id', ids)).toBe(0);
    expect(await count('sys_user_depart', 'dep_id', ids)).toBe(0);
    expect(await count('sys_depart_permission', 'depart_id', ids)).toBe(0);
    expect(await count('sys_depart_role', 'depart_id', ids)).toBe(0);
    expect(await count('sys_depart_role_user', 'drole_id', [roleId])).toBe(0);
    expect(await count('sys_depart_role_permission', 'role_id', [roleId])).toBe(0);
    // The other department keeps its links; the user survives.
    expect(await count('sys_user_depart', 'dep_id', [keep.id])).toBe(1);
    expect(await count('sys_depart_permission', 'depart_id', [keep.id])).toBe(1);
    expect(await count('sys_user', 'id', [userId])).toBe(1);
    const logs = await db.selectFrom('sysLog').select('logContent').where('logContent', '=', '部门-删除').execute();
    expect(logs.length).toBeGreaterThan(0);

    const a = (await add({ departName: '批删A' })).body.result;
    const b = (await add({ departName: '批删B', parentId: a.id })).body.result;
    const c = (await add({ departName: '批删C' })).body.result;
    const batch = await call(t, 'DELETE', `/sys/sysDepart/deleteBatch?ids=${a.id},${c.id},`, { token: admin });
    // JeecgBoot's department screen answers a batch delete with '删除成功!' (the UI shows it as is).
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await count('sys_depart', 'id', [a.id, b.id, c.id])).toBe(0);
    expect(
      (await call(t, 'DELETE', `/sys/sysDepart/delete?id=${'0'.repeat(32)}`, { token: admin })).body,
    ).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
  });

  it('lists the users of a department without secrets', async () => {
    const r = await call(t, 'GET', `/sys/sysDepart/getUsersByDepartId?id=${departId('A01A01A01')}`, { token: admin });
    expect(r.body.success).toBe(true);
    expect(r.body.result.length).toBeGreaterThan(0);
    for (const u of r.body.result) {
      expect(u).not.toHaveProperty('password');
      expect(u).not.toHaveProperty('salt');
    }
  });

  it('manages department roles, their users and permissions; grants reach the user at once', async () => {
    const dep = departId('A01A02');
    const role = await call(t, 'POST', '/sys/sysDepartRole/add', {
      token: admin,
      body: { departId: dep, roleName: '市场专员', roleCode: 'market_staff' },
    });
    expect(role.body.success).toBe(true);
    const roleId = role.body.result;
    const dup = await call(t, 'POST', '/sys/sysDepartRole/add', {
      token: admin,
      body: { departId: dep, roleName: '重复', roleCode: 'market_staff' },
    });
    expect(dup.body).toMatchObject({ success: false, message: '部门角色编码已存在' });
    const bad = await call(t, 'POST', '/sys/sysDepartRole/add', {
      token: admin,
      body: { departId: 'nope', roleName: 'x', roleCode: 'x' },
    });
    expect(bad.body).toMatchObject({ success: false, message: '部门不存在' });

    const list = await call(t, 'GET', `/sys/sysDepartRole/list?deptId=${dep}`, { token: admin });
    expect(list.body.result.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(['market_staff']);
    expect(list.body.result.records[0].departId_dictText).toBe('市场中心');
    expect(
      (await call(t, 'GET', `/sys/sysDepartRole/getDeptRoleList?departId=${dep}&userId=x`, { token: admin })).body
        .result,
    ).toHaveLength(1);

    // The department holds the position list button; the role gets it; a user of the role may list positions.
    const button = await t.ctx.db
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'system:position:list')
      .executeTakeFirstOrThrow();
    const other = await t.ctx.db
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'system:position:add')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('sysDepartPermission')
      .values({ id: newId(), departId: dep, permissionId: button.id, dataRuleIds: null })
      .execute();
    const userId = await createUser(t, { username: 'market_user', roleCodes: ['guest'] });
    const user = await login(t, 'market_user');
    expect((await call(t, 'GET', '/sys/position/list', { token: user })).status).toBe(403);

    const notHeld = await call(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      token: admin,
      body: { roleId, permissionIds: `${button.id},${other.id}`, lastpermissionIds: '' },
    });
    expect(notHeld.body).toMatchObject({ success: false, message: '只能授予部门已拥有的权限' });
    const save = await call(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      token: admin,
      body: { roleId, permissionIds: button.id, lastpermissionIds: '' },
    });
    expect(save.body).toMatchObject({ success: true, message: '保存成功！' });
    expect(
      (await call(t, 'GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, { token: admin })).body
        .result,
    ).toEqual([button.id]);
    const deptTree = await call(t, 'GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${dep}`, {
      token: admin,
    });
    expect(deptTree.body.result.ids).toEqual([button.id]);
    expect(deptTree.body.result.treeList[0]).toMatchObject({ key: button.id, isLeaf: true });

    const assign = await call(t, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: admin,
      body: { userId, newRoleId: roleId, oldRoleId: '' },
    });
    expect(assign.body.success).toBe(true);
    const byUser = await call(t, 'GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${userId}&departId=${dep}`, {
      token: admin,
    });
    expect(byUser.body.result.map((r: { droleId: string }) => r.droleId)).toEqual([roleId]);
    expect((await call(t, 'GET', '/sys/position/list', { token: user })).status).toBe(200);

    // Removing the permission (diff) takes it away at once.
    await call(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      token: admin,
      body: { roleId, permissionIds: '', lastpermissionIds: button.id },
    });
    expect((await call(t, 'GET', '/sys/position/list', { token: user })).status).toBe(403);
    await call(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      token: admin,
      body: { roleId, permissionIds: button.id, lastpermissionIds: '' },
    });
    expect((await call(t, 'GET', '/sys/position/list', { token: user })).status).toBe(200);
    // Unassigning the role too.
    await call(t, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: admin,
      body: { userId, newRoleId: '', oldRoleId: roleId },
    });
    expect((await call(t, 'GET', '/sys/position/list', { token: user })).status).toBe(403);
    // Deleting the role removes its grants and users.
    await call(t, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: admin,
      body: { userId, newRoleId: roleId, oldRoleId: '' },
    });
    const del = await call(t, 'DELETE', `/sys/sysDepartRole/delete?id=${roleId}`, { token: admin });
    expect(del.body.success).toBe(true);
    expect(await count('sys_depart_role_user', 'drole_id', [roleId])).toBe(0);
    expect(await count('sys_depart_role_permission', 'role_id', [roleId])).toBe(0);
    expect((await call(t, 'GET', '/sys/position/list', { token: user })).status).toBe(403);
    // Read-only users may read roles but not change them.
    expect((await call(t, 'GET', `/sys/sysDepartRole/list?deptId=${dep}`, { token: auditor })).status).toBe(200);
    expect(
      (
        await call(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
          token: auditor,
          body: { roleId, permissionIds: button.id },
        })
      ).status,
    ).toBe(403);
  });
});
