import { attributeOptions } from '@yunzhan/common/entities/products/product-attribute';
import type { AttributeDef } from '@yunzhan/common/products/attribute-values';
import type { Body, Client, Variant } from './types.js';

/** What a page's own values may depend on: the variant, a fresh number, the body so far, the server. */
export interface ValuesContext {
  v: Variant;
  n: number;
  body: Body;
  client: Client;
  /** The id of the `i`-th row of an entity, created once through its own form. */
  rowOf(entity: string, i: Variant): Promise<string>;
}

/** A value of a product attribute as its input asks: a number, one of its options, or text. */
const attributeValue = (a: AttributeDef, n: number) =>
  a.inputKind === 'number' ? String(n + 0.5) : (attributeOptions(a.options)[0] ?? `属性值${n}`);

/**
 * What a module's page does differently from the generic form of its schema (found in the web page registry,
 * `apps/web/src/router/pages.ts`, and the pages it names), for the round trip of every entity. An entity not listed
 * here is added, read, edited and listed exactly as the generic list page does. Modules with their own add or
 * read (users, the category dictionary, departments) serve it at the standard URL the page calls
 * (`<apiBase>/add`, `<apiBase>/queryById`), so those go through the module's route.
 */
export interface PageForm {
  /** The entity is not round-tripped: why (its page has no add form). */
  skip?: string;
  /** The page has no edit: why. */
  noEdit?: string;
  /** Schema fields the page leaves out of its form. */
  omit?: readonly string[];
  /** Fields an edit shows but does not change. */
  lockedOnEdit?: readonly string[];
  /**
   * What the page's form sends besides the schema's fields, or a value a rule of the module (beyond its schema)
   * asks for; merged over the generated ones.
   */
  values?(ctx: ValuesContext): Body | Promise<Body>;
}

export const FORMS: Readonly<Record<string, PageForm>> = {
  // 文件管理 lists what uploads stored (POST /sys/common/upload writes the row); it has no form.
  'sys.ossFile': { skip: '文件记录由上传写入，页面没有新增表单' },
  // 推送记录's deliveries are written by the sender, one per recipient; they are only read.
  'cms.pushDelivery': { skip: '推送明细由推送发送写入，只读' },
  // A push is sent once it is added: the page offers resend, never an edit. It sends the address links point to.
  // The webhook address is asked for the webhook channel only: it pushes to the e-mail subscribers (the default).
  'cms.pushRecord': {
    noEdit: '推送添加即发送，页面没有编辑',
    omit: ['target'],
    values: async ({ body, client }) => {
      // The content picker offers the module's published rows.
      const r = await client.call('GET', `/cms/pushRecord/contents?module=${String(body.module)}`);
      return { channel: 'email', linkBase: 'https://admin.example.com', contentId: r.body.result[0]?.id };
    },
  },
  // 用户管理: the add form asks for the password twice and picks roles and departments (UserFormItems); the
  // account name is fixed once created.
  'sys.user': {
    lockedOnEdit: ['username'],
    values: async ({ v, client }) => {
      const roles = (await client.call('GET', '/sys/role/queryall')).body.result as { id: string }[];
      const departs = (await client.call('GET', '/sys/dict/getDictItems/sys_depart,depart_name,id')).body.result;
      const links = {
        selectedroles: roles.slice(v, 2).map((r) => r.id),
        selecteddeparts: (departs as { value: string }[]).slice(v, 2).map((d) => d.value),
      };
      return v === 0 ? { ...links, password: 'RoundTrip2026', confirmpassword: 'RoundTrip2026' } : links;
    },
  },
  // 系统通告: the page to open is a path of the app (announcement/rules.ts refuses anything else); the chosen users
  // are asked for an announcement to chosen users only, picked by id and kept in JeecgBoot's 'a,b,' form.
  'sys.announcement': {
    values: async ({ body, n, client }) => {
      if (body.msgType !== 'USER') return { openPage: `/sys/announcement/${n}`, userIds: undefined };
      const users = await client.call('GET', '/sys/user/list?username=admin,editor');
      const ids = (users.body.result.records as { id: string }[]).map((u) => `${u.id},`).join('');
      return { openPage: `/sys/announcement/${n}`, userIds: ids };
    },
  },
  // 校验规则: the rule JSON is an array of rules (helper/check-rule.ts).
  'sys.checkRule': {
    values: ({ n }) => ({ ruleJson: JSON.stringify([{ digits: '*', pattern: `^\\w{1,${n}}$`, message: '格式不对' }]) }),
  },
  // 菜单: a single page (菜单内容) belongs under a menu item of link type 单页 (site/content.ts).
  'cms.siteMenu': { values: () => ({ linkType: 'page' }) },
  // 产品管理: the attribute values are one input per attribute of the chosen type (typeSchema), each as its kind
  // asks (catalogue.ts checks them against the type); the type gets an attribute first.
  'cms.product': {
    values: async ({ v, n, body, client, rowOf }) => {
      await rowOf('cms.productAttribute', v);
      const schema = await client.call('GET', `/cms/product/typeSchema?typeId=${String(body.typeId)}`);
      const attributes = schema.body.result.attributes as AttributeDef[];
      return { attrValues: attributes.map((a) => ({ attributeId: a.id, value: attributeValue(a, n) })) };
    },
  },
  // 维修申请: the handling log is written by status moves (transition), never by the form.
  'cms.repair': { omit: ['logs'] },
  // 日志管理 and 数据日志 show what the server wrote (logins, changes, row versions): read-only pages.
  'sys.log': { skip: '日志由登录和每次修改写入，页面只读' },
  'sys.dataLog': { skip: '数据版本由引擎在修改时写入，页面只读' },
  'sys.gatewayRoute': { skip: '网关路由只走 updateAll（gateway.test.ts）' },
  // 定时任务: the class name is chosen among the registry's handlers (JeecgBoot's sample names work).
  'sys.quartzJob': {
    values: ({ v }) => ({ jobClassName: `org.jeecg.modules.quartz.job.${v === 0 ? 'SampleJob' : 'SampleParamJob'}` }),
  },
  // 填值规则: the handler is chosen among the registry's handlers; its parameters are a JSON object it accepts.
  'sys.fillRule': {
    values: ({ v }) => ({
      ruleClass: v === 0 ? 'sequenceNumber' : 'org.jeecg.modules.system.rule.OrderNumberRule',
      ruleParams: v === 0 ? '{"prefix":"RT","digits":6}' : '{"prefix":"CN"}',
    }),
  },
};
