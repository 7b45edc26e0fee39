import { entity } from '@yunzhan/common/entities/define';
import {
  area,
  categoryTree,
  code,
  cron,
  depart,
  dictSearch,
  markdown,
  tags,
  text,
  user,
} from '@yunzhan/common/entities/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDictText } from '../src/core/crud/dict-text.js';
import { readInput } from '../src/core/crud/input.js';
import { assertPickedRows } from '../src/core/crud/picked-rows.js';
import { departId, siteId, stableId } from '../src/db/seed/index.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** A schema with every widget kind (never mounted: only its fields are read). */
const sample = entity({
  name: 'test.widgets',
  table: 'test_widgets',
  apiBase: '/test/widgets',
  permPrefix: 'test:widgets',
  title: '控件',
  fields: {
    name: text({ label: '名称' }),
    schedule: cron({ label: '执行周期' }),
    region: area({ label: '地区' }),
    body: markdown({ label: '正文' }),
    script: code({ label: '脚本', language: 'json' }),
    owner: user({ label: '负责人' }),
    members: user({ label: '成员', multi: true }),
    unit: depart({ label: '部门', multi: true }),
    account: dictSearch({ table: 'sys_user', text: 'realname', code: 'id' }, { label: '账号' }),
    kind: categoryTree({ label: '分类', pcode: 'A01' }),
    labels: tags({ label: '标签' }),
  },
});

const read = (body: Record<string, unknown>) => readInput(sample, body, 'edit', () => undefined);
const category = stableId('category:A01A02');

describe('widget field kinds', () => {
  it('checks cron expressions with the shared cron module', () => {
    expect(read({ schedule: '0 0/5 * * * ? *' }).schedule).toBe('0 0/5 * * * ? *');
    expect(() => read({ schedule: '0 0 12 * * MON *' })).toThrow(
      '执行周期不是有效的Cron表达式：日和周只能设置其中之一',
    );
    expect(() => read({ schedule: '0 61 * * * ?' })).toThrow('执行周期不是有效的Cron表达式：分的取值范围为 0-59');
    expect(() => read({ schedule: '* * *' })).toThrow('执行周期不是有效的Cron表达式');
  });

  it('checks area codes, semicolon tags and JSON code', () => {
    expect(read({ region: '440305' }).region).toBe('440305');
    expect(() => read({ region: '广东' })).toThrow('地区不是有效的地区编码');
    // Six digits are not enough: the code must be one of the area data's provinces, cities or districts.
    expect(read({ region: '440000' }).region).toBe('440000');
    expect(read({ region: '440300' }).region).toBe('440300');
    for (const unknown of ['123456', '440399', '000000']) {
      expect(() => read({ region: unknown }), unknown).toThrow('地区不是有效的地区编码');
    }
    expect(read({ labels: '华为;手机' }).labels).toBe('华为;手机');
    expect(() => read({ labels: '华为手机' })).toThrow('标签应为以分号分隔的两字标签');
    expect(read({ script: '[{"digits":"*"}]' }).script).toBe('[{"digits":"*"}]');
    expect(() => read({ script: '[{digits}]' })).toThrow('脚本不是有效的JSON');
    expect(read({ body: '# 标题' }).body).toBe('# 标题');
  });

  it('marks the row-picking kinds as dictionary fields', () => {
    expect(sample.dictFields).toEqual(['owner', 'members', 'unit', 'account', 'kind']);
    expect(sample.field('kind')).toMatchObject({ kind: 'categoryTree', pcode: 'A01', multi: false });
  });

  describe('on the database', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp();
      admin = await login(t, 'admin');
    });
    afterAll(() => t.close());

    it('accepts existing users, departments and categories only', async () => {
      const db = t.ctx.db;
      const ok = { owner: 'admin', members: 'admin,editor', unit: departId('A01'), kind: category };
      await expect(assertPickedRows(db, sample, ok, null)).resolves.toBeUndefined();
      await expect(assertPickedRows(db, sample, { owner: 'ghost' }, null)).rejects.toThrow('负责人的值不存在');
      await expect(assertPickedRows(db, sample, { members: 'admin,ghost' }, null)).rejects.toThrow('成员的值不存在');
      await expect(assertPickedRows(db, sample, { kind: 'nope' }, null)).rejects.toThrow('分类的值不存在');
      await expect(assertPickedRows(db, sample, { unit: null }, null)).resolves.toBeUndefined();
    });

    it('accepts a picked row of a site-scoped table from the writer’s site only', async () => {
      const picker = entity({
        name: 'test.adPicker',
        table: 'test_ad_picker',
        apiBase: '/test/adPicker',
        permPrefix: 'test:adPicker',
        title: '广告选择',
        fields: { ad: dictSearch({ table: 'cms_ad', text: 'title', code: 'id' }, { label: '广告' }) },
      });
      const added = await call(t, 'POST', `${API}/cms/ad/add`, {
        token: admin,
        body: { title: '中文站广告', position: 'home_banner' },
      });
      const ad = added.body.result as string;
      const db = t.ctx.db;
      await expect(assertPickedRows(db, picker, { ad }, siteId('cn'))).resolves.toBeUndefined();
      await expect(assertPickedRows(db, picker, { ad }, siteId('en'))).rejects.toThrow('广告的值不存在');
      await expect(assertPickedRows(db, picker, { ad }, null)).rejects.toThrow('广告的值不存在');
    });

    it('names picked rows in _dictText', async () => {
      const rows = [{ id: '1', owner: 'admin', members: 'admin,editor', kind: category, unit: null }];
      await addDictText(sample, rows, { textsOf: async () => undefined }, t.ctx.db);
      expect(rows[0]).toMatchObject({ kind_dictText: '台式机', unit_dictText: '' });
      expect(String((rows[0] as Record<string, unknown>).owner_dictText)).not.toBe('admin');
    });

    it('edits check-rule JSON in the code editor kind and refuses broken JSON', async () => {
      const body = { ruleName: '测试', ruleCode: 'json-check', ruleJson: '[{"digits":"*",' };
      const bad = await call(t, 'POST', '/sys/checkRule/add', { token: admin, body });
      expect(bad.body).toMatchObject({ success: false, message: '规则JSON不是有效的JSON' });
      const good = await call(t, 'POST', '/sys/checkRule/add', {
        token: admin,
        body: { ...body, ruleJson: '[{"digits":"*","pattern":"^\\\\d+$","message":"数字"}]' },
      });
      expect(good.body.success).toBe(true);
    });
  });
});
