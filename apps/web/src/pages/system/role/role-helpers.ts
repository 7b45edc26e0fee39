import type { RoleDataRules } from '../../../api/role';

/** The rule ids the role has on a menu, among the menu's rules (`drChecked` is a comma list, maybe absent). */
export function checkedRuleIds(answer: RoleDataRules | undefined): string[] {
  if (!answer?.drChecked) return [];
  const known = new Set(answer.datarule.map((rule) => rule.id));
  return answer.drChecked
    .split(',')
    .map((id) => id.trim())
    .filter((id) => known.has(id));
}
