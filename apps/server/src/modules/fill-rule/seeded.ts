/** A rule the seed writes once (seed key `fillRule:<code>`); the code's users fall back to its parameters when gone. */
export interface SeededRule {
  ruleCode: string;
  ruleName: string;
  ruleClass: string;
  ruleParams: string;
}

/** 维修单号: WX, the day, an eight-digit sequence that restarts each day (WX2026112700000001). */
export const REPAIR_NUMBER: SeededRule = {
  ruleCode: 'repair_number',
  ruleName: '维修单号',
  ruleClass: 'sequenceNumber',
  ruleParams: '{"prefix":"WX","datePattern":"yyyyMMdd","digits":8,"reset":"day"}',
};

/** The rules the seed writes: the numbers the content forms generate, and JeecgBoot's three sample rules. */
export const SEEDED_RULES: readonly SeededRule[] = [
  REPAIR_NUMBER,
  {
    ruleCode: 'shop_order_num',
    ruleName: '订单流水号',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    ruleParams: '{"prefix":"CN","datePattern":"yyyyMMdd","digits":4,"reset":"day"}',
  },
  {
    ruleCode: 'org_num_role',
    ruleName: '机构编码生成',
    ruleClass: 'org.jeecg.modules.system.rule.OrgCodeRule',
    ruleParams: '{}',
  },
  {
    ruleCode: 'category_code_rule',
    ruleName: '分类字典编码生成',
    ruleClass: 'org.jeecg.modules.system.rule.CategoryCodeRule',
    ruleParams: '{}',
  },
];
