import { describe, expect, it } from 'vitest';
import type { DataRule } from '../../../api/system-tree';
import { checkedRuleIds } from './role-helpers';

const rule = (id: string): DataRule => ({
  id,
  permissionId: 'menu',
  ruleName: id,
  ruleColumn: 'orgCode',
  ruleConditions: 'RIGHT_LIKE',
  ruleValue: '#{sys_org_code}',
  status: '1',
  updateTime: null,
});

describe('checkedRuleIds', () => {
  it('reads the comma list of the role’s rules, keeping only rules of the menu', () => {
    expect(checkedRuleIds({ datarule: [rule('a'), rule('b')], drChecked: 'b, a,gone,' })).toEqual(['b', 'a']);
  });

  it('is empty without an answer or without drChecked', () => {
    expect(checkedRuleIds(undefined)).toEqual([]);
    expect(checkedRuleIds({ datarule: [rule('a')] })).toEqual([]);
  });
});
