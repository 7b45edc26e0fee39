// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the templates' own ${name} placeholders, not JavaScript ones
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtmlTemplate, renderTemplate } from '../src/modules/message/template.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

describe('renderTemplate', () => {
  it('fills ${name} by plain lookup and never evaluates', () => {
    expect(renderTemplate('您好${name}，订单${ order }已发货', { name: '张三', order: 42 })).toBe(
      '您好张三，订单42已发货',
    );
    expect(renderTemplate('${1+1}|${constructor}|${toString}|${missing}', {})).toBe('${1+1}|||');
    expect(renderTemplate('${obj}', { obj: { a: 1 } })).toBe('');
    expect(renderTemplate('${name}', { name: '${name}' })).toBe('${name}');
  });

  it('renders an e-mail body as HTML: values escaped, the template sanitised, text templates keep their lines', () => {
    const data = { name: '<b>张三</b>', url: '" onmouseover="alert(1)', n: 3 };
    expect(renderHtmlTemplate('<p>您好${name}，共${n}件</p><script>x</script>', data)).toBe(
      '<p>您好&lt;b&gt;张三&lt;/b&gt;，共3件</p>',
    );
    expect(renderHtmlTemplate('<a href="https://x.cn/?q=${url}">看看</a>', data)).not.toContain('onmouseover="');
    expect(renderHtmlTemplate('${name}\n价格<100 & 包邮', data)).toBe(
      '&lt;b&gt;张三&lt;/b&gt;<br />价格&lt;100 &amp; 包邮',
    );
  });
});

describe('消息模板 and 消息管理', () => {
  let t: TestApp;
  let admin: string;
  const T = '/sys/message/sysMessageTemplate';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    const added = await call(t, 'POST', `${T}/add`, {
      token: admin,
      body: {
        templateCode: 'welcome',
        templateName: '欢迎${name}',
        templateType: '4',
        templateContent: '${name}，欢迎加入',
      },
    });
    expect(added.body.success).toBe(true);
  });
  afterAll(() => t.close());

  it('sends a template through the default (log) sender and records the message as sent', async () => {
    const res = await call(t, 'POST', `${T}/sendMsg`, {
      token: admin,
      body: { templateCode: 'welcome', receiver: 'editor', testData: '{"name":"李四"}' },
    });
    expect(res.body).toMatchObject({ success: true, message: '发送成功' });
    const list = await call(t, 'GET', '/sys/message/sysMessage/list?esReceiver=editor', { token: admin });
    expect(list.body.result.records[0]).toMatchObject({
      esTitle: '欢迎李四',
      esContent: '李四，欢迎加入',
      esSendStatus: '1',
      esSendNum: 1,
    });
  });

  it('refuses an unknown template, bad test data, and callers without the permission', async () => {
    const unknown = await call(t, 'POST', `${T}/sendMsg`, {
      token: admin,
      body: { templateCode: 'nope', receiver: 'x' },
    });
    expect(unknown.body.message).toBe('消息模板不存在');
    const bad = await call(t, 'POST', `${T}/sendMsg`, {
      token: admin,
      body: { templateCode: 'welcome', receiver: 'x', testData: '[1]' },
    });
    expect(bad.body.message).toBe('测试数据必须是JSON对象');
    const editor = await login(t, 'editor');
    const denied = await call(t, 'POST', `${T}/sendMsg`, {
      token: editor,
      body: { templateCode: 'welcome', receiver: 'x' },
    });
    expect(denied.status).toBe(403);
  });
});

describe('a failing sender', () => {
  it('records the message as 发送失败 with the reason', async () => {
    const t = await createTestApp({}, { messageSender: { send: () => Promise.reject(new Error('SMTP 连接超时')) } });
    try {
      const admin = await login(t, 'admin');
      const base = '/sys/message/sysMessageTemplate';
      const body = { templateCode: 'mail', templateName: '通知', templateType: '2', templateContent: '内容' };
      await call(t, 'POST', `${base}/add`, { token: admin, body });
      const res = await call(t, 'POST', `${base}/sendMsg`, {
        token: admin,
        body: { templateCode: 'mail', receiver: 'a@b.c' },
      });
      expect(res.body.message).toBe('发送失败：SMTP 连接超时');
      const list = await call(t, 'GET', '/sys/message/sysMessage/list', { token: admin });
      expect(list.body.result.records[0]).toMatchObject({ esSendStatus: '2', esResult: 'SMTP 连接超时', esType: '2' });
    } finally {
      await t.close();
    }
  });
});
