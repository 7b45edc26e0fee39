import { text } from '@yunzhan/common/entities/index';
import { describe, expect, it } from 'vitest';
import { displayValue } from './columns';
import { entityText } from './texts';

describe('displayValue of a plain field', () => {
  const t = entityText('zh-CN');
  const menu = text({ label: '菜单' });

  it('shows the display text a module sends with an id (a data rule menu path)', () => {
    const row = { id: 'r1', permissionId: 'm1', permissionId_dictText: '系统管理 / 用户管理' };
    expect(displayValue('permissionId', menu, row, t)).toBe('系统管理 / 用户管理');
  });

  it('shows the value itself without one', () => {
    expect(displayValue('permissionId', menu, { id: 'r1', permissionId: 'm1' }, t)).toBe('m1');
  });
});
