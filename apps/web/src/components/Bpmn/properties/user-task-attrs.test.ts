import { describe, expect, it } from 'vitest';
import { changedAttrs, type UserTaskForm, userTaskAttrs, userTaskForm } from './user-task-attrs';

const attrsOf = (values: Record<string, unknown>) => (name: string) => values[name];

const EMPTY: UserTaskForm = {
  candidateRoles: [],
  deptHead: false,
  leader: false,
  applicant: false,
  mode: 'single',
  onTimeout: 'notify',
  onEmpty: 'admin',
};

describe('user task form ↔ yz: attributes', () => {
  it('reads approvers, mode, due time and fallbacks from the attributes', () => {
    const form = userTaskForm(
      attrsOf({
        assignee: 'admin',
        candidateUsers: 'zhangsan, lisi',
        candidateRoles: 'manager,hr',
        candidateDeparts: 'd1,d2',
        deptHead: 'true',
        leader: true,
        mode: 'all',
        dueIn: 'PT4H',
        onTimeout: 'escalate',
        onEmpty: 'pass',
      }),
    );
    expect(form).toEqual({
      assignee: 'admin',
      candidateUsers: 'zhangsan,lisi',
      candidateRoles: ['manager', 'hr'],
      candidateDeparts: 'd1,d2',
      deptHead: true,
      leader: true,
      applicant: false,
      mode: 'all',
      dueIn: 'PT4H',
      onTimeout: 'escalate',
      onEmpty: 'pass',
    });
  });

  it('reads the defaults of a bare task, and the mode of its multi-instance marker', () => {
    expect(userTaskForm(attrsOf({}))).toEqual({ ...EMPTY, assignee: undefined, candidateUsers: undefined });
    expect(userTaskForm(attrsOf({}), { sequential: true }).mode).toBe('sequence');
    expect(userTaskForm(attrsOf({}), { sequential: false }).mode).toBe('all');
  });

  it('writes comma-joined lists without blanks or repeats, flags only when on, and leaves defaults out', () => {
    expect(
      userTaskAttrs(
        { ...EMPTY, candidateUsers: 'a,,b,a', candidateRoles: ['manager', ' hr '], applicant: true },
        false,
      ),
    ).toEqual({
      'yz:assignee': undefined,
      'yz:candidateUsers': 'a,b',
      'yz:candidateRoles': 'manager,hr',
      'yz:candidateDeparts': undefined,
      'yz:deptHead': undefined,
      'yz:leader': undefined,
      'yz:applicant': true,
      'yz:mode': undefined,
      'yz:dueIn': undefined,
      'yz:onTimeout': undefined,
      'yz:onEmpty': undefined,
    });
  });

  it('writes the mode, the due time with its timeout action, and the fallback when chosen', () => {
    const attrs = userTaskAttrs({ ...EMPTY, mode: 'any', dueIn: 'P2D', onTimeout: 'reject', onEmpty: 'pass' }, false);
    expect(attrs).toMatchObject({
      'yz:mode': 'any',
      'yz:dueIn': 'P2D',
      'yz:onTimeout': 'reject',
      'yz:onEmpty': 'pass',
    });
    expect(userTaskAttrs({ ...EMPTY, onTimeout: 'reject' }, false)['yz:onTimeout']).toBeUndefined();
    expect(userTaskAttrs(EMPTY, true)['yz:mode']).toBe('single');
  });

  it('updates only what changed', () => {
    const current = attrsOf({ 'yz:candidateRoles': 'manager', 'yz:deptHead': true, 'yz:mode': 'all' });
    expect(
      changedAttrs(current, {
        'yz:candidateRoles': 'manager',
        'yz:deptHead': undefined,
        'yz:mode': 'all',
        'yz:leader': undefined,
        'yz:dueIn': 'PT4H',
      }),
    ).toEqual({ 'yz:deptHead': undefined, 'yz:dueIn': 'PT4H' });
  });
});
