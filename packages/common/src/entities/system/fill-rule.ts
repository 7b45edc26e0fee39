import { entity } from '../define';
import { code, text } from '../fields';

/**
 * 填值规则 (contract §6 sys_fill_rule, §7.8): `ruleClass` names a handler of the server's fill-rule registry (never a
 * class the server loads); `ruleParams` is a JSON object checked by that handler's schema when saved.
 */
export const sysFillRule = entity({
  name: 'sys.fillRule',
  table: 'sys_fill_rule',
  apiBase: '/sys/fillRule',
  permPrefix: 'system:fillRule',
  page: 'system/FillRuleList',
  title: '填值规则',
  en: 'Fill rule',
  uniqueIndex: ['ruleCode'],
  fields: {
    ruleName: text({ label: '规则名称', en: 'Rule name', required: true, max: 100, search: 'like' }),
    ruleCode: text({
      label: '规则编码',
      en: 'Rule code',
      required: true,
      max: 100,
      unique: true,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
      search: 'like',
    }),
    ruleClass: text({ label: '规则实现类', en: 'Rule handler', required: true, max: 255, width: 260 }),
    ruleParams: code({ label: '规则参数', en: 'Rule parameters', max: 500, language: 'json' }),
  },
});
