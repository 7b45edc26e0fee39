import { render, screen } from '@testing-library/react';
import { publishingFields } from '@yunzhan/common/entities/cms/publishing';
import { entity, text } from '@yunzhan/common/entities/index';
import { describe, expect, it, vi } from 'vitest';
import EntityTable from './EntityTable';

const all = { add: true, edit: true, delete: true, deleteBatch: true, export: true, import: true };

const article = entity({
  name: 'test.article',
  table: 'test_article',
  apiBase: '/test/article',
  permPrefix: 'test:article',
  title: '文章',
  fields: {
    title: text({ label: '标题' }),
    ...publishingFields(),
    author: text({ label: '作者' }),
  },
});

describe('the key columns of a wide list', () => {
  it('状态 and 发布时间 stay at the right beside the actions, fixed there when the list scrolls', () => {
    render(
      <EntityTable
        entity={article}
        rows={[
          { id: 'a', title: '新品', status: 'draft', status_dictText: '草稿', publishTime: '2026-01-02 03:04:05' },
        ]}
        actions={{ can: all, onEdit: vi.fn(), onDetail: vi.fn(), onDelete: vi.fn() }}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['标题', '排序', '作者', '状态', '发布时间', '操作']);
    for (const pinned of headers.slice(3)) expect(pinned.className).toContain('ant-table-cell-fix');
    for (const free of headers.slice(0, 3)) expect(free.className).not.toContain('ant-table-cell-fix');
  });
});
