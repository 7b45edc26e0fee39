/** Interface strings of 填值规则 (pages/system/fill-rule): Chinese (JeecgBoot's strings verbatim; the English: `en/`). */
export const zh = {
  'fillRule.test': '功能测试',
  'fillRule.testTitle': '填值规则功能测试',
  'fillRule.result': '生成结果：{value}',
  'fillRule.selectHandler': '请选择规则实现类',
  'fillRule.unknownHandler': '未知规则',
  'fillRule.help': '{description}。规则参数：JSON 对象，留空用默认值',
  'fillRule.helpExample': '，例如 {example}',
} as const;
