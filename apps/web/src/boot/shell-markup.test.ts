import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/types';
import { menuNode } from './menu-node';
import { cellHtml, menuTrail, tableHtml } from './shell-markup';
import type { ShellColumn } from './shell-types';

const column = (name: string, kind: ShellColumn['kind'], on?: string): ShellColumn => ({
  name,
  title: name,
  kind,
  centered: true,
  sortable: false,
  ellipsis: false,
  on,
});

const node = (path: string, children?: MenuNode[]) => menuNode(path, children);

describe('list shell markup', () => {
  it('escapes what the server sent and reads values as the table does', () => {
    expect(cellHtml(column('name', 'text'), { name: '<img src=x onerror=alert(1)>' })).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(cellHtml(column('sex', 'dict'), { sex: '1', sex_dictText: '男' })).toBe('男');
    expect(cellHtml(column('sex', 'dict'), { sex: '1' })).toBe('1');
    expect(cellHtml(column('on', 'switch', 'Y'), { on: 'Y' })).toBe('是');
    expect(cellHtml(column('on', 'switch', 'Y'), { on: 'N' })).toBe('否');
    expect(cellHtml(column('day', 'date'), { day: '2026-11-25 10:00:00' })).toBe('2026-11-25');
    expect(cellHtml(column('empty', 'text'), {})).toBe('');
  });

  it('finds the menu entry of a path with its parents, and nothing for an unknown path', () => {
    const menu = [node('/dashboard'), node('/system', [node('/system/user'), node('/system/role')])];
    expect(menuTrail(menu, '/system/user')?.map((n) => n.path)).toEqual(['/system', '/system/user']);
    expect(menuTrail(menu, '/system/nope')).toBeNull();
  });

  it('renders one table row per record and the empty table without rows', () => {
    const page = { url: '/x/list', columns: [column('name', 'text')], actionWidth: 180 };
    const theme = { cssVar: 'css-var-x', hash: 'css-h' };
    const html = tableHtml(
      page,
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      theme,
    );
    expect(html.match(/class="ant-table-row /g)).toHaveLength(2);
    expect(tableHtml(page, [], theme)).toContain('暂无数据');
  });
});
