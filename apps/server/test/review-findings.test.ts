import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';

/** Findings of the review (issue 8): each failed before its fix. */
describe('review findings', () => {
  let t: TestApp;
  let admin: string;
  let guest: string;
  let auditor: string;
  let someone: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
    someone = await createUser(t, { username: 'lookup_target', phone: '13900001111' });
    await t.ctx.db.updateTable('sysUser').set({ birthday: '1990-01-01' }).where('id', '=', someone).execute();
    await createUser(t, { username: 'nogrants', roleCodes: ['guest'] });
    guest = await login(t, 'nogrants');
  });
  afterAll(() => t.close());

  describe('user look-ups show personal data only to those who may list users', () => {
    const BASIC = ['id', 'username', 'realname', 'avatar', 'orgCode'];
    const lookups = (token: string) => [
      call(t, 'GET', `/sys/user/queryByIds?userIds=${someone}`, { token }).then((r) => r.body.result[0]),
      call(t, 'GET', `/sys/user/getMultiUser?id=${someone}`, { token }).then((r) => r.body[0]),
      call(t, 'GET', '/sys/user/queryUserComponentData?username=lookup_target', { token }).then(
        (r) => r.body.result.records[0],
      ),
    ];

    it('gives a user without grants the picker columns only', async () => {
      for (const row of await Promise.all(lookups(guest))) {
        expect(row.username).toBe('lookup_target');
        const keys = Object.keys(row).filter((k) => !k.endsWith('_dictText') && k !== 'orgCodeTxt');
        expect(keys.filter((k) => !BASIC.includes(k))).toEqual([]);
        expect(row.phone).toBeUndefined();
        expect(row.birthday).toBeUndefined();
      }
    });

    it('keeps look-ups inside the caller data rules on the user list', async () => {
      const { buttonId, dataRuleId, menuId } = await import('../src/db/seed/ids.js');
      const { newId } = await import('../src/core/time.js');
      const db = t.ctx.db;
      const role = newId();
      await db
        .insertInto('sysRole')
        .values({ tenantId: 1, id: role, roleCode: 'scoped', roleName: '本部门' })
        .execute();
      const grant = (permissionId: string, dataRuleIds: string | null = null) =>
        db.insertInto('sysRolePermission').values({ id: newId(), roleId: role, permissionId, dataRuleIds }).execute();
      await grant(menuId('/system/user'), dataRuleId('/system/user', 'own-depart'));
      await grant(buttonId('system:user:list'));
      const { siteId } = await import('../src/db/seed/ids.js');
      await db
        .insertInto('sysRoleSite')
        .values({ id: newId(), roleId: role, siteId: siteId('cn') })
        .execute();
      const depart = await db.selectFrom('sysDepart').select('orgCode').orderBy('orgCode').executeTakeFirstOrThrow();
      const scopedId = await createUser(t, { username: 'scoped_user', roleCodes: ['scoped'] });
      const colleague = await createUser(t, { username: 'colleague' });
      for (const id of [scopedId, colleague]) {
        await db.updateTable('sysUser').set({ orgCode: depart.orgCode }).where('id', '=', id).execute();
      }
      const scoped = await login(t, 'scoped_user');
      const byIds = await call(t, 'GET', `/sys/user/queryByIds?userIds=${someone},${colleague}`, { token: scoped });
      expect(byIds.body.result.map((r: { username: string }) => r.username)).toEqual(['colleague']);
      const multi = await call(t, 'GET', `/sys/user/getMultiUser?id=${someone}`, { token: scoped });
      expect(multi.body).toEqual([]);
      const picker = await call(t, 'GET', '/sys/user/queryUserComponentData?username=lookup_target', { token: scoped });
      expect(picker.body.result.total).toBe(0);
    });

    it('gives a user who may list users the phone and birthday', async () => {
      for (const row of await Promise.all(lookups(auditor))) {
        expect(row).toMatchObject({ phone: '13900001111', birthday: '1990-01-01' });
      }
    });
  });

  it('marks every API answer no-store, login and errors included, and leaves static assets cacheable', async () => {
    const answers = [
      await call(t, 'POST', '/sys/login', { body: { username: 'admin', password: 'wrong-password-1' } }),
      await call(t, 'GET', '/sys/user/list', { token: admin }),
      await call(t, 'GET', '/sys/user/list'),
      await call(t, 'GET', '/sys/no/such/route', { token: admin }),
      await call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token: guest }),
    ];
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  describe('refuses bad list input instead of reinterpreting it', () => {
    const list = (qs: string) => call(t, 'GET', `/sys/position/list?${qs}`, { token: admin });
    it('order other than asc or desc', async () => {
      const r = await list('column=code&order=sideways');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('排序方式只能是asc或desc');
      expect((await list('column=code&order=ASC')).status).toBe(200);
      expect((await list('column=code&order=')).status).toBe(200);
    });
    it('a column outside the allow-list', async () => {
      const r = await list('column=password&order=asc');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('不支持的排序字段: password');
    });
    it('superQueryMatchType other than and or or', async () => {
      const sq = encodeURIComponent(JSON.stringify([{ field: 'code', rule: 'eq', val: 'x' }]));
      const r = await list(`superQueryParams=${sq}&superQueryMatchType=xor`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('高级查询的匹配方式只能是and或or');
    });
    it('a non-id in an id list, changing nothing', async () => {
      const id = (
        await call(t, 'POST', '/sys/position/add', {
          token: admin,
          body: { code: 'KEEP1', name: '保留', postRank: '1' },
        })
      ).body.result;
      const r = await call(t, 'DELETE', `/sys/position/deleteBatch?ids=${id},x' or 1=1`, { token: admin });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('ids格式不正确');
      expect((await call(t, 'GET', `/sys/position/queryById?id=${id}`, { token: admin })).body.success).toBe(true);
    });
  });

  it('answers a body-less call sent with a JSON content type as if no body were sent', async () => {
    const token = await login(t, 'admin');
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/logout`,
      headers: { 'content-type': 'application/json', 'x-access-token': token },
    });
    expect(out.json()).toMatchObject({ success: true });
    const again = await call(t, 'GET', '/sys/user/list', { token });
    expect(again.status).toBe(401);
  });

  it('refuses an over-long JSON body at the limit with 413 and a Chinese message', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: { 'content-type': 'application/json', 'x-access-token': admin },
      payload: JSON.stringify({ code: 'BIG', name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ success: false, message: '请求内容过大' });
  });

  it('refuses an upload over the folder limit while it streams, keeping nothing', async () => {
    const boundary = '----limit';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\navatar\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`,
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const body = Buffer.concat([head, png, Buffer.alloc(12 * 1024 * 1024, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const r = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': admin },
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ success: false, message: '文件大小不能超过5MB' });
    const incoming = join(t.ctx.config.dataDir, 'uploads', '.incoming');
    const left = (() => {
      try {
        return readdirSync(incoming);
      } catch {
        return [];
      }
    })();
    expect(left).toEqual([]);
  });
});
