import { entity } from '../define';
import { code, text, textarea } from '../fields';

/** Check rules (contract §6 sys_check_rule): `ruleJson` is a JSON array of `{digits, pattern, message}`. */
export const sysCheckRule = entity({
  name: 'sys.checkRule',
  table: 'sys_check_rule',
  apiBase: '/sys/checkRule',
  permPrefix: 'system:checkRule',
  page: 'system/CheckRuleList',
  title: '校验规则',
  en: 'Check rule',
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
    ruleJson: code({ label: '规则JSON', en: 'Rule JSON', required: true, max: 1024, language: 'json' }),
    ruleDescription: textarea({ label: '规则描述', en: 'Rule description', max: 200 }),
  },
});
