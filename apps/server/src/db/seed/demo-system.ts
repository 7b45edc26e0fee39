// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the message templates' own ${name} placeholders, not JavaScript ones
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../core/time.js';
import { seedGatewayDemo } from './demo-gateway.js';
import { stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

const DAY_MS = 86_400_000;

/** [key, title, abstract, body, priority, to (ALL or usernames), days ago (null: a draft)] */
const ANNOUNCEMENTS: [string, string, string, string, string, 'ALL' | string[], number | null][] = [
  [
    'launch',
    '云站内容管理平台正式上线',
    '官网内容、下载中心、服务支持与互动表单统一在云站中管理。',
    '<p>各位同事：</p><p>云站内容管理平台已正式上线，中英文官网的产品、下载、服务与表单均在此维护。请在首次登录后修改初始密码，并在“个人设置”中完善联系方式。</p>',
    'H',
    'ALL',
    6,
  ],
  [
    'holiday',
    '关于国庆节假期值班安排的通知',
    '假期期间官网留言与维修申请由客户服务部轮流值班处理。',
    '<p>假期期间，官网留言、维修申请与投诉建议由客户服务部轮流值班处理，紧急问题请拨打服务热线 400-800-8888。</p>',
    'M',
    'ALL',
    3,
  ],
  [
    'new-products',
    '请于本周内完成新品资料录入',
    '新品发布前需补齐产品参数、驱动与使用手册。',
    '<p>新品发布前，请补齐产品参数、驱动程序与使用手册，并提交发布。</p>',
    'M',
    ['editor', 'zhangwei'],
    1,
  ],
  [
    'maintenance',
    '系统维护预告',
    '周六凌晨进行数据库升级，届时后台暂停服务约30分钟。',
    '<p>本周六 02:00-02:30 进行数据库升级，届时后台暂停服务，前台网站不受影响。</p>',
    'L',
    'ALL',
    null,
  ],
];

/** [code, name, rank (position_rank)] */
const POSITIONS: [string, string, string][] = [
  ['general_manager', '总经理', '5'],
  ['cto', '技术总监', '5'],
  ['rd_manager', '研发经理', '4'],
  ['product_manager', '产品经理', '3'],
  ['content_editor', '内容编辑', '2'],
  ['support_engineer', '技术支持工程师', '2'],
  ['service_specialist', '客服专员', '1'],
];

/** [code, name, type (msgType: 1 短信, 2 邮件, 4 系统), content, test data] */
const MESSAGE_TEMPLATES: [string, string, string, string, Record<string, string>][] = [
  [
    'repair_accepted',
    '维修申请受理通知',
    '1',
    '尊敬的${name}，您的维修申请${repairNo}已受理，我们将在1个工作日内与您联系。',
    { name: '王先生', repairNo: 'WX20260001' },
  ],
  [
    'subscribe_welcome',
    '${siteName}订阅成功',
    '2',
    '<p>${email}，您好：</p><p>感谢订阅${siteName}的${topic}，新内容发布后我们会第一时间通知您。</p>',
    { email: 'reader@example.cn', siteName: '云站中文官网', topic: '新品发布' },
  ],
  [
    'password_changed',
    '账号安全提醒',
    '4',
    '${realname}，您的账号于${time}修改了密码。如非本人操作，请立即联系管理员。',
    { realname: '内容编辑', time: '2026-01-05 09:30:00' },
  ],
];

/** [template code, receiver, status (msgSendStatus), failure, days ago] */
const MESSAGES: [string, string, string, string | null, number][] = [
  ['repair_accepted', '13912345678', '1', null, 4],
  ['subscribe_welcome', 'zhao.min@example.cn', '1', null, 3],
  ['subscribe_welcome', 'li.hua@example.cn', '2', '收件服务器拒绝：邮箱不存在', 2],
  ['password_changed', 'editor', '1', null, 1],
];

/** [word, category, action] */
const SENSITIVE_WORDS: [string, string, string][] = [
  ['刷单返利', 'ad', 'refuse'],
  ['加微信领红包', 'ad', 'refuse'],
  ['网络赌博', 'other', 'refuse'],
  ['办理假证', 'other', 'refuse'],
  ['骗子公司', 'abuse', 'replace'],
];

/** [code, name, rules, description] */
const CHECK_RULES: [string, string, { digits: string; pattern: string; message: string }[], string][] = [
  [
    'mobile_phone',
    '手机号码',
    [{ digits: '*', pattern: '1[3-9]\\d{9}', message: '请输入11位手机号码' }],
    '中国大陆手机号',
  ],
  ['zip_code', '邮政编码', [{ digits: '*', pattern: '\\d{6}', message: '邮政编码为6位数字' }], '6位邮政编码'],
  [
    'product_model',
    '产品型号',
    [
      { digits: '3', pattern: 'YZ-', message: '型号以 YZ- 开头' },
      { digits: '*', pattern: 'YZ-\\d{3,4}[A-Z]?', message: '型号格式如 YZ-1000 或 YZ-1000S' },
    ],
    '云站产品型号编码',
  ],
];

const fill = (content: string, data: Record<string, string>) =>
  content.replace(/\$\{(\w+)\}/g, (_, name: string) => data[name] ?? '');

/**
 * Demo content of the system screens a new administrator opens: announcements (two to everyone, one to named users,
 * a draft), positions, message templates and the messages sent with them, sensitive words and check rules. Written
 * once, with the demo users.
 */
export async function seedSystemDemo(ctx: SeedContext, nowMs = Date.now()): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: tables of the entity engine, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const at = (daysAgo: number) => formatDateTime(new Date(nowMs - daysAgo * DAY_MS));
  const audit = { create_by: SEED_BY, create_time: ctx.now };
  const users = new Map(
    (await ctx.db.selectFrom('sysUser').select(['id', 'username']).execute()).map((u) => [u.username, u.id]),
  );

  await db
    .insertInto('sys_announcement')
    .values(
      ANNOUNCEMENTS.map(([key, titile, abstract, body, priority, to, daysAgo]) => {
        const userIds = to === 'ALL' ? null : `${to.map((u) => users.get(u)).join(',')},`;
        const sent = daysAgo === null ? {} : { sender: SEED_BY, send_time: at(daysAgo), push_time: at(daysAgo) };
        return {
          id: stableId(`announcement:${key}`),
          ...{ titile, msg_abstract: abstract, msg_content: body, msg_category: '1', priority },
          ...{ msg_type: to === 'ALL' ? 'ALL' : 'USER', user_ids: userIds, open_type: null, send_mail: '0' },
          ...{ send_status: daysAgo === null ? '0' : '1', del_flag: 0, ...sent, ...audit },
        };
      }),
    )
    .execute();
  const targeted = ANNOUNCEMENTS.flatMap(([key, , , , , to]) =>
    to === 'ALL' ? [] : to.map((username) => ({ key, userId: users.get(username) })),
  );
  await db
    .insertInto('sys_announcement_send')
    .values(
      targeted.map(({ key, userId }) => ({
        id: stableId(`announcement-send:${key}:${userId}`),
        ...{ annt_id: stableId(`announcement:${key}`), user_id: userId, read_flag: '0', ...audit },
      })),
    )
    .execute();

  await db
    .insertInto('sys_position')
    .values(
      POSITIONS.map(([code, name, rank]) => ({
        id: stableId(`position:${code}`),
        code,
        name,
        post_rank: rank,
        ...audit,
      })),
    )
    .execute();

  const templates = new Map(MESSAGE_TEMPLATES.map((t) => [t[0], t]));
  await db
    .insertInto('sys_sms_template')
    .values(
      MESSAGE_TEMPLATES.map(([code, name, type, content, data]) => ({
        id: stableId(`message-template:${code}`),
        ...{ template_code: code, template_name: name, template_type: type, template_content: content },
        ...{ template_test_json: JSON.stringify(data), ...audit },
      })),
    )
    .execute();
  await db
    .insertInto('sys_sms')
    .values(
      MESSAGES.map(([code, receiver, status, failure, daysAgo], i) => {
        const [, name, type, content, data] = templates.get(code) ?? MESSAGE_TEMPLATES[0];
        return {
          id: stableId(`message:${i}`),
          ...{ es_title: fill(name, data), es_type: type, es_receiver: receiver, es_content: fill(content, data) },
          ...{ es_param: JSON.stringify(data), es_send_time: at(daysAgo), es_send_status: status },
          ...{ es_send_num: 1, es_result: failure, remark: '消息模板发送', ...audit },
        };
      }),
    )
    .execute();

  await db
    .insertInto('sys_sensitive_word')
    .values(
      SENSITIVE_WORDS.map(([word, category, action]) => ({
        id: stableId(`sensitive-word:${word}`),
        ...{ word, category, action, enabled: 'Y', remark: '演示数据', ...audit },
      })),
    )
    .execute();
  await db
    .insertInto('sys_check_rule')
    .values(
      CHECK_RULES.map(([code, name, rules, description]) => ({
        id: stableId(`check-rule:${code}`),
        ...{ rule_code: code, rule_name: name, rule_json: JSON.stringify(rules), rule_description: description },
        ...audit,
      })),
    )
    .execute();
  await seedGatewayDemo(ctx);
}
