import { newId } from '../../core/time.js';
import { DOWNLOAD_DICTS } from './dicts-downloads.js';
import { FORM_DICTS } from './dicts-forms.js';
import { OPERATIONS_DICTS } from './dicts-operations.js';
import { WORKFLOW_DICTS } from './dicts-workflow.js';
import { appliedKeys, audit, insertAll, recordKeys, type SeedContext } from './util.js';

export interface SeedDict {
  code: string;
  name: string;
  description?: string;
  /** sys_dict.type: 0 string values, 1 number values. */
  type?: 0 | 1;
  /** [value, text] in display order. */
  items: readonly (readonly [string, string])[];
}

const num = (code: string, name: string, items: SeedDict['items'], description?: string): SeedDict => ({
  code,
  name,
  type: 1,
  items,
  description,
});
const str = (code: string, name: string, items: SeedDict['items'], description?: string): SeedDict => ({
  code,
  name,
  type: 0,
  items,
  description,
});

/** The seed dictionaries of contract §6 plus those the site-content area needs. */
export const SEED_DICTS: readonly SeedDict[] = [
  num('sex', '性别', [
    ['1', '男'],
    ['2', '女'],
  ]),
  num('user_status', '用户状态', [
    ['1', '正常'],
    ['2', '冻结'],
  ]),
  num('status', '状态', [
    ['1', '正常'],
    ['2', '冻结'],
  ]),
  num('del_flag', '删除状态', [
    ['0', '正常'],
    ['1', '已删除'],
  ]),
  str('depart_status', '部门状态', [
    ['1', '启用'],
    ['0', '不启用'],
  ]),
  num('dict_item_status', '字典项状态', [
    ['1', '启用'],
    ['0', '不启用'],
  ]),
  str('valid_status', '有效无效状态', [
    ['0', '无效'],
    ['1', '有效'],
  ]),
  num('yn', '是否', [
    ['1', '是'],
    ['0', '否'],
  ]),
  num('menu_type', '菜单类型', [
    ['0', '一级菜单'],
    ['1', '子菜单'],
    ['2', '按钮权限'],
  ]),
  str('perms_type', '按钮权限状态', [
    ['1', '显示'],
    ['2', '禁用'],
  ]),
  str('global_perms_type', '全局权限策略', [
    ['1', '可见/可访问(授权后可见/可访问)'],
    ['2', '可编辑(未授权时禁用)'],
  ]),
  str('form_perms_type', '表单权限策略', [
    ['1', '可见(未授权不可见)'],
    ['2', '可编辑(未授权禁用)'],
  ]),
  str('org_category', '机构类型', [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '岗位'],
  ]),
  str('msg_category', '消息类型', [
    ['1', '通知公告'],
    ['2', '系统消息'],
  ]),
  str('msg_type', '通告对象类型', [
    ['USER', '指定用户'],
    ['ALL', '全体用户'],
  ]),
  str('send_status', '发布状态', [
    ['0', '未发布'],
    ['1', '已发布'],
    ['2', '已撤销'],
  ]),
  str('priority', '优先级', [
    ['H', '高'],
    ['M', '中'],
    ['L', '低'],
  ]),
  num('quartz_status', '定时任务状态', [
    ['0', '正常'],
    ['-1', '停止'],
  ]),
  num('log_type', '日志类型', [
    ['1', '登录日志'],
    ['2', '操作日志'],
  ]),
  num('operate_type', '操作类型', [
    ['1', '查询'],
    ['2', '添加'],
    ['3', '修改'],
    ['4', '删除'],
    ['5', '导入'],
    ['6', '导出'],
  ]),
  num('tenant_status', '租户状态', [
    ['1', '正常'],
    ['0', '冻结'],
  ]),
  str('position_rank', '职务职级', [
    ['1', '员级'],
    ['2', '助级'],
    ['3', '中级'],
    ['4', '副高级'],
    ['5', '正高级'],
  ]),
  str('msgType', '推送类别', [
    ['1', '短信'],
    ['2', '邮件'],
    ['3', '微信'],
    ['4', '系统'],
  ]),
  str('msgSendStatus', '推送状态', [
    ['0', '未发送'],
    ['1', '发送成功'],
    ['2', '发送失败'],
  ]),
  // Contract §4.4 item 6, without USE_SQL_RULES: raw SQL data rules are refused (SECURITY.md §2).
  str(
    'rule_conditions',
    '条件规则',
    [
      ['>', '大于'],
      ['<', '小于'],
      ['!=', '不等于'],
      ['=', '等于'],
      ['>=', '大于等于'],
      ['<=', '小于等于'],
      ['LEFT_LIKE', '左模糊'],
      ['RIGHT_LIKE', '右模糊'],
      ['LIKE', '模糊'],
      ['IN', '包含'],
    ],
    '数据权限规则的条件',
  ),
  str('database_type', '数据库类型', [
    ['1', 'MySQL5.5'],
    ['4', 'MYSQL5.7'],
    ['2', 'Oracle'],
    ['3', 'SQLServer'],
    ['6', 'PostgreSQL'],
  ]),
  str('cgform_table_type', '表类型', [
    ['1', '单表'],
    ['2', '主表'],
    ['3', '附表'],
  ]),
  str('urgent_level', '紧急程度', [
    ['1', '一般'],
    ['2', '重要'],
    ['3', '紧急'],
  ]),
  str('bpm_status', '流程状态', [
    ['1', '待提交'],
    ['2', '处理中'],
    ['3', '已完成'],
    ['4', '已作废'],
  ]),
  // Site content.
  str('publish_status', '发布状态', [
    ['draft', '草稿'],
    ['published', '已发布'],
    ['offline', '已下线'],
    ['reviewing', '审批中'],
  ]),
  num('site_status', '站点状态', [
    ['1', '启用'],
    ['0', '停用'],
  ]),
  str('site_language', '站点语言', [
    ['zh-CN', '简体中文'],
    ['zh-TW', '繁體中文'],
    ['en', 'English'],
    ['ja', '日本語'],
  ]),
  str('product_attr_kind', '产品属性输入方式', [
    ['text', '文本'],
    ['number', '数字'],
    ['dictionary', '单选'],
    ['multi', '多选'],
  ]),
  str('site_menu_position', '菜单位置', [
    ['header', '顶部'],
    ['footer', '底部'],
    ['side', '侧栏'],
  ]),
  str('site_menu_link', '菜单链接类型', [
    ['category', '栏目'],
    ['page', '单页'],
    ['productType', '产品类型'],
    ['url', 'URL'],
  ]),
  str('site_template_type', '模板类型', [
    ['home', '首页'],
    ['list', '列表页'],
    ['detail', '详情页'],
    ['page', '单页'],
    ['layout', '布局'],
    ['partial', '片段'],
  ]),
  num('area_level', '区域级别', [
    ['0', '国家'],
    ['1', '省级'],
    ['2', '地级'],
    ['3', '县级'],
  ]),
  str('ad_position', '广告位', [
    ['home_banner', '首页横幅'],
    ['home_side', '首页侧栏'],
    ['list_top', '列表页顶部'],
    ['popup', '弹窗'],
  ]),
  str('intake_status', '处理状态', [
    ['pending', '待处理'],
    ['done', '已处理'],
    ['closed', '已关闭'],
  ]),
  str('feedback_kind', '反馈类型', [
    ['suggestion', '建议'],
    ['problem', '问题'],
    ['praise', '表扬'],
    ['other', '其他'],
  ]),
  str('service_network_kind', '网点类型', [
    ['repair_center', '维修中心'],
    ['store', '体验店'],
    ['authorized', '授权服务点'],
  ]),
  str('service_network_status', '网点状态', [
    ['open', '营业中'],
    ['closed', '暂停营业'],
  ]),
  str('guarantee_channel', '购买渠道', [
    ['online', '官方商城'],
    ['store', '线下门店'],
    ['dealer', '授权经销商'],
    ['enterprise', '企业采购'],
  ]),
  str('repair_status', '维修状态', [
    ['pending', '已提交'],
    ['accepted', '已受理'],
    ['repairing', '维修中'],
    ['repaired', '已完成'],
    ['returned', '已寄回'],
    ['cancelled', '已取消'],
  ]),
  str('sensitive_category', '敏感词分类', [
    ['politics', '政治'],
    ['porn', '色情'],
    ['violence', '暴力'],
    ['ad', '广告'],
    ['abuse', '辱骂'],
    ['other', '其他'],
  ]),
  str('sensitive_action', '敏感词处理方式', [
    ['refuse', '拒绝提交'],
    ['replace', '替换为*'],
  ]),
  str('os_version', '操作系统', [
    ['win11', 'Windows 11'],
    ['win10', 'Windows 10'],
    ['macos', 'macOS'],
    ['linux', 'Linux'],
    ['android', 'Android'],
    ['ios', 'iOS'],
  ]),
  str(
    'site_language',
    '站点语言',
    [
      ['zh-CN', '简体中文'],
      ['zh-TW', '繁體中文'],
      ['en', 'English'],
      ['ja', '日本語'],
      ['ko', '한국어'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['es', 'Español'],
      ['ru', 'Русский'],
    ],
    '站点语言，对应页面翻译的语言代码',
  ),
  num('user_identity', '用户身份', [
    ['1', '普通用户'],
    ['2', '上级'],
  ]),
  num('dict_type', '字典类型', [
    ['0', '字符串'],
    ['1', '数字'],
  ]),
  str('open_type', '打开方式', [
    ['component', '组件'],
    ['url', '路由'],
  ]),
  ...OPERATIONS_DICTS,
  ...WORKFLOW_DICTS,
  ...FORM_DICTS,
  ...DOWNLOAD_DICTS,
];

/**
 * Creates the seed dictionaries whose code is missing and adds the seed items whose value is missing from a
 * dictionary (so dictionaries and items added to the seed later reach existing databases). Existing
 * dictionaries and items are never changed.
 */
export async function seedDicts(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const codes = SEED_DICTS.map((d) => d.code);
  const idsByCode = async () =>
    new Map(
      (await db.selectFrom('sysDict').select(['id', 'dictCode']).where('dictCode', 'in', codes).execute()).map((d) => [
        d.dictCode,
        d.id,
      ]),
    );
  let idByCode = await idsByCode();
  const dictKey = (code: string) => `dict:${code}`;
  const itemKey = (code: string, value: string) => `dictItem:${code}:${value}`;
  const allKeys = SEED_DICTS.flatMap((d) => [dictKey(d.code), ...d.items.map(([v]) => itemKey(d.code, v))]);
  const applied = await appliedKeys(db, allKeys);
  await recordKeys(
    db,
    allKeys.filter((k) => !applied.has(k)),
    now,
  );
  const newDicts = SEED_DICTS.filter((d) => !idByCode.has(d.code) && !applied.has(dictKey(d.code))).map((d) => ({
    id: newId(),
    dictName: d.name,
    dictCode: d.code,
    description: d.description ?? null,
    delFlag: 0,
    type: d.type ?? 0,
    ...audit(now),
  }));
  if (newDicts.length) {
    await insertAll(db, 'sysDict', newDicts);
    // Read back: a concurrent seed may have created some of them first (our insert then did nothing).
    idByCode = await idsByCode();
  }
  if (!idByCode.size) return;

  const present = new Set(
    (
      await db
        .selectFrom('sysDictItem')
        .select(['dictId', 'itemValue'])
        .where('dictId', 'in', [...idByCode.values()])
        .execute()
    ).map((i) => `${i.dictId}\u0000${i.itemValue}`),
  );
  const newItems = SEED_DICTS.flatMap((d) => {
    const dictId = idByCode.get(d.code);
    if (!dictId) return [];
    return d.items.flatMap(([value, text], i) =>
      present.has(`${dictId}\u0000${value}`) || applied.has(itemKey(d.code, value))
        ? []
        : [
            {
              id: newId(),
              dictId,
              itemText: text,
              itemValue: value,
              description: null,
              sortOrder: i + 1,
              status: 1,
              ...audit(now),
            },
          ],
    );
  });
  await insertAll(db, 'sysDictItem', newItems);
}
