import type { Kysely } from 'kysely';
import { siteId, stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

/** Handled submissions (not unread: the menu badges start at zero) showing each inbox with a reply and a note. */
const HANDLED: Record<string, Record<string, string>[]> = {
  cms_registration: [{ name: '陈晓', phone: '13812345678', email: 'chenxiao@example.cn', subject: '2026 新品发布会' }],
  cms_proposal: [
    {
      title: '增加以旧换新活动',
      content: '建议在门店推出以旧换新，老用户升级更方便。',
      proposer: '刘洋',
      contact: '13912345678',
    },
  ],
  cms_cooperation: [
    {
      company: '华南数码贸易有限公司',
      contact: '周经理',
      phone: '13712345678',
      kind: 'agent',
      message: '希望成为华南区域授权代理，已有线下门店十二家。',
    },
  ],
  cms_suggestion: [{ kind: 'suggestion', content: '希望官网增加在线客服入口。', contact: 'user@example.cn' }],
  cms_feedback: [
    { kind: 'problem', content: '驱动下载页面在手机上打开较慢，希望优化。', contact: '13612345678' },
    { kind: 'praise', content: '售后工程师上门很及时，问题当天就解决了，点赞！', contact: 'sun.li@example.cn' },
  ],
};

/** 互动表单 demo content of the Chinese site: header links to the contact and subscription forms, handled submissions. */
export async function seedDemoForms(ctx: SeedContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const site = siteId('cn');
  const audit = { create_by: SEED_BY, create_time: ctx.now, site_id: site };
  const menus = [
    ['form-contact', '在线留言', '/form/contact', 5],
    ['form-subscribe', '邮件订阅', '/subscribe', 6],
  ] as const;
  await db
    .insertInto('cms_site_menu')
    .values(
      menus.map(([key, name, link, sortNo]) => ({
        id: stableId(`menu:cn:${key}`),
        ...{
          name,
          position: 'header',
          link_type: 'url',
          link_value: link,
          sort_no: sortNo,
          visible: 'Y',
          new_window: 'N',
        },
        ...audit,
      })),
    )
    .execute();
  for (const [table, rows] of Object.entries(HANDLED)) {
    await db
      .insertInto(table)
      .values(
        rows.map((row, i) => ({
          id: stableId(`${table}:cn:${i}`),
          ...row,
          ...{ status: 'done', handler: '客服小李', reply: '感谢您的来信，我们已安排专人跟进。', notes: '已电话回访' },
          ...{ ip: '203.0.113.8', user_agent: 'Mozilla/5.0', ...audit },
        })),
      )
      .execute();
  }
  await db
    .insertInto('cms_blacklist')
    .values({ id: stableId('blacklist:cn:0'), kind: 'keyword', value: '代开发票', reason: '广告骚扰', ...audit })
    .execute();
}
