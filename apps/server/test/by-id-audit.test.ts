import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { asMissing, dataRule, ruleRole, ruleUser, same } from './rule-roles.js';

/**
 * Issue 21 item 1, the module routes that name a row by id, code or key: a row outside the caller's data rules
 * answers exactly as a row that does not exist, and nothing of it changes. Each role below sees only the rows its
 * user created (`createBy = #{sys_user_code}`) unless said otherwise.
 */
describe('module routes naming a row hold the data rules', () => {
  let t: TestApp;
  let admin: string;
  const tokens: Record<string, string> = {};
  const own = (prefix: string) => dataRule(t, prefix, 'createBy', '=', '#{sys_user_code}');
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) =>
    call(t, method, path.startsWith('/sys') ? path : `${API}${path}`, { token, body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    await ruleRole(
      t,
      'ann_cat1',
      { 'system:announcement': await dataRule(t, 'system:announcement', 'msgCategory', '=', '1') },
      [
        'system:announcement:list',
        'system:announcement:add',
        'system:announcement:release',
        'system:announcement:revoke',
      ],
    );
    await ruleRole(
      t,
      'own_messages',
      { 'message:message': await own('message:message'), 'message:template': await own('message:template') },
      ['message:message:list', 'message:message:resend', 'message:template:list', 'message:template:send'],
    );
    await ruleRole(t, 'own_dicts', { 'system:dict': await own('system:dict') }, [
      'system:dict:list',
      'system:dict:add',
      'system:dict:edit',
      'system:dict:delete',
    ]);
    await ruleRole(t, 'own_positions', { 'system:position': await own('system:position') }, ['system:position:list']);
    await ruleRole(t, 'own_rules', { 'system:dataRule': await own('system:dataRule') }, [
      'system:dataRule:list',
      'system:dataRule:edit',
      'system:dataRule:delete',
    ]);
    for (const [name, role] of [
      ['ann', 'ann_cat1'],
      ['msg', 'own_messages'],
      ['dicts', 'own_dicts'],
      ['pos', 'own_positions'],
      ['rules', 'own_rules'],
    ]) {
      tokens[name] = (await ruleUser(t, `audit_${name}`, [role])).token;
    }
  });
  afterAll(() => t.close());

  describe('系统通告: release, revoke and push again', () => {
    const add = async (token: string, msgCategory: string) => {
      const r = await api('POST', '/sys/annountCement/add', token, {
        titile: `通告${msgCategory}`,
        msgCategory,
        msgType: 'ALL',
        priority: 'L',
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return r.body.result as string;
    };

    it('releases its own announcement outside its rules as a missing one', async () => {
      const outside = await add(tokens.ann, '2');
      await asMissing((id) => api('GET', `/sys/annountCement/doReleaseData?id=${id}`, tokens.ann), outside);
      const row = await t.ctx.db
        .selectFrom('sysAnnouncement')
        .select('sendStatus')
        .where('id', '=', outside)
        .executeTakeFirstOrThrow();
      expect(row.sendStatus).toBe('0');
      const inside = await add(tokens.ann, '1');
      expect((await api('GET', `/sys/annountCement/doReleaseData?id=${inside}`, tokens.ann)).body.success).toBe(true);
    });

    it('revokes and pushes again no announcement outside its rules', async () => {
      const outside = await add(tokens.ann, '2');
      expect((await api('GET', `/sys/annountCement/doReleaseData?id=${outside}`, admin)).body.success).toBe(true);
      await asMissing((id) => api('GET', `/sys/annountCement/doReovkeData?id=${id}`, tokens.ann), outside);
      await asMissing((id) => api('GET', `/sys/annountCement/syncNotic?anntId=${id}`, tokens.ann), outside);
      const row = await t.ctx.db
        .selectFrom('sysAnnouncement')
        .select('sendStatus')
        .where('id', '=', outside)
        .executeTakeFirstOrThrow();
      expect(row.sendStatus).toBe('1');
    });
  });

  describe('消息中心: resend and send by template', () => {
    it('resends no message outside its rules', async () => {
      const added = await api('POST', '/sys/message/sysMessage/add', admin, {
        esTitle: '别人的消息',
        esType: '4',
        esReceiver: 'admin',
      });
      expect(added.body.success, JSON.stringify(added.body)).toBe(true);
      const id = added.body.result as string;
      await asMissing((x) => api('POST', `/sys/message/sysMessage/resend?id=${x}`, tokens.msg), id);
      const row = await t.ctx.db
        .selectFrom('sysSms' as never)
        .selectAll()
        .where('id' as never, '=', id as never)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ esSendNum: 0 });
    });

    it('sends by no template outside its rules', async () => {
      const added = await api('POST', '/sys/message/sysMessageTemplate/add', admin, {
        templateCode: 'audit_tpl',
        templateName: '审计模板',
        templateType: '4',
        templateContent: '你好',
      });
      expect(added.body.success, JSON.stringify(added.body)).toBe(true);
      const send = (code: string) =>
        api('POST', '/sys/message/sysMessageTemplate/sendMsg', tokens.msg, { templateCode: code, receiver: 'admin' });
      const [outside, missing] = [await send('audit_tpl'), await send('no_such_tpl')];
      expect(same(outside.body)).toEqual(same(missing.body));
      expect(missing.body.message).toBe('消息模板不存在');
    });
  });

  describe('字典: the recycle bin and the items of a dictionary', () => {
    let theirs: string;
    let deleted: string;

    beforeAll(async () => {
      const add = async (dictCode: string) =>
        (await api('POST', '/sys/dict/add', admin, { dictName: dictCode, dictCode })).body.result as string;
      theirs = await add('audit_theirs');
      deleted = await add('audit_deleted');
      expect((await api('DELETE', `/sys/dict/delete?id=${deleted}`, admin)).body.success).toBe(true);
    });

    it('lists, restores and purges no deleted dictionary outside its rules', async () => {
      const bin = await api('GET', '/sys/dict/deleteList', tokens.dicts);
      expect(bin.body.result.map((d: { id: string }) => d.id)).not.toContain(deleted);
      await asMissing((id) => api('PUT', `/sys/dict/back/${id}`, tokens.dicts), deleted);
      await asMissing((id) => api('DELETE', `/sys/dict/deletePhysic/${id}`, tokens.dicts), deleted);
      const row = await t.ctx.db
        .selectFrom('sysDict')
        .select('delFlag')
        .where('id', '=', deleted)
        .executeTakeFirstOrThrow();
      expect(row.delFlag).toBe(1);
    });

    it('sees, adds and changes no item of a dictionary outside its rules', async () => {
      // An item it created itself, in a dictionary it cannot see.
      const { newId } = await import('../src/core/time.js');
      const item = newId();
      await t.ctx.db
        .insertInto('sysDictItem')
        .values({
          id: item,
          dictId: theirs,
          itemText: '甲',
          itemValue: 'a',
          createBy: 'audit_dicts',
          sortOrder: 1,
          status: 1,
        })
        .execute();
      const list = await api('GET', `/sys/dictItem/list?dictId=${theirs}`, tokens.dicts);
      expect(list.body.result.records).toEqual([]);
      await asMissing((id) => api('GET', `/sys/dictItem/queryById?id=${id}`, tokens.dicts), item);
      await asMissing((id) => api('PUT', '/sys/dictItem/edit', tokens.dicts, { id, itemText: '改了' }), item);
      await asMissing((id) => api('DELETE', `/sys/dictItem/delete?id=${id}`, tokens.dicts), item);
      await asMissing(
        (dictId) => api('POST', '/sys/dictItem/add', tokens.dicts, { dictId, itemText: '乙', itemValue: 'b' }),
        theirs,
      );
      const items = await t.ctx.db
        .selectFrom('sysDictItem')
        .select(['itemText'])
        .where('dictId', '=', theirs)
        .execute();
      expect(items).toEqual([{ itemText: '甲' }]);
      // Its own dictionary's items work as before.
      const mine = (await api('POST', '/sys/dict/add', tokens.dicts, { dictName: '我的', dictCode: 'audit_mine' })).body
        .result;
      expect(
        (await api('POST', '/sys/dictItem/add', tokens.dicts, { dictId: mine, itemText: '丙', itemValue: 'c' })).body
          .success,
      ).toBe(true);
      expect((await api('GET', `/sys/dictItem/list?dictId=${mine}`, tokens.dicts)).body.result.records).toHaveLength(1);
    });
  });

  it('职务: finds no position outside its rules by code', async () => {
    const added = await api('POST', '/sys/position/add', admin, { code: 'audit_pos', name: '审计', postRank: '1' });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const ask = (code: string) => api('GET', `/sys/position/queryByCode?code=${code}`, tokens.pos);
    const [outside, missing] = [await ask('audit_pos'), await ask('no_such_pos')];
    expect(same(outside.body)).toEqual(same(missing.body));
  });

  it('数据规则: lists, edits and deletes no data rule outside its rules', async () => {
    const menu = (
      await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', 'is', null).executeTakeFirstOrThrow()
    ).id;
    const added = await api('POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: menu,
      ruleName: '审计规则',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: 'x',
      status: '1',
    });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const id = added.body.result as string;
    const listed = await api('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${menu}`, tokens.rules);
    expect(listed.body.result.map((r: { id: string }) => r.id)).not.toContain(id);
    await asMissing(
      (x) => api('PUT', '/sys/permission/editPermissionRule', tokens.rules, { id: x, ruleName: '改了' }),
      id,
    );
    await asMissing((x) => api('DELETE', `/sys/permission/deletePermissionRule?id=${x}`, tokens.rules), id);
    const row = await t.ctx.db
      .selectFrom('sysPermissionDataRule')
      .select('ruleName')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.ruleName).toBe('审计规则');
  });
});
