import { userTaskConfig } from '@yunzhan/common/workflow/user-task';
import { describe, expect, it } from 'vitest';
import { t } from '../../../locales/screens/workflow';
import { approversText } from './node-approvers';

const names = {
  role: (c: string) => ({ manager: '经理' })[c] ?? c,
  depart: (id: string) => ({ d1: '研发部' })[id] ?? id,
};
const config = (attrs: Record<string, string>) => userTaskConfig((n) => attrs[n]);

describe('who approves at a node', () => {
  it('names users, roles and departments by name, then the rules and the mode', () => {
    expect(
      approversText(
        config({
          assignee: 'admin',
          candidateRoles: 'manager,hr',
          candidateDeparts: 'd1',
          deptHead: 'true',
          mode: 'all',
        }),
        names,
        t,
        '；',
      ),
    ).toBe('指定用户：admin；候选角色：经理, hr；候选部门：研发部；申请人部门负责人；会签（所有人都要审批）');
  });

  it('says the mode alone when nobody is named', () => {
    expect(approversText(config({}), names, t, '；')).toBe('单人审批（多人时需认领）');
  });
});
