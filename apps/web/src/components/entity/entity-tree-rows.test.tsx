import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { entity, int, ref, text } from '@yunzhan/common/entities/index';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import EntityTreeRows from './EntityTreeRows';

vi.mock('../../api/http', () => ({ getAction: vi.fn() }));
const mockedGet = vi.mocked(getAction);

const kind = entity({
  name: 'test.kind',
  table: 'test_kind',
  apiBase: '/test/kind',
  permPrefix: 'test:kind',
  title: '类型',
  tree: { parent: 'parentId', order: 'sortNo' },
  fields: {
    parentId: ref('test.kind', { label: '上级', list: false }),
    name: text({ label: '名称', required: true }),
    sortNo: int({ label: '排序', default: 0 }),
  },
});

const levels: Record<string, unknown[]> = {
  '': [
    { id: 'a', name: '整机', sortNo: 1, hasChild: true },
    { id: 'b', name: '配件', sortNo: 2, hasChild: false },
  ],
  a: [{ id: 'a1', name: '笔记本', sortNo: 1, hasChild: false }],
};

describe('<EntityTreeRows>', { timeout: 20_000 }, () => {
  it('lists the roots, loads a node’s children from childList when opened, and offers 添加下级', async () => {
    mockedGet.mockImplementation(
      async (_url, params?: Record<string, unknown>) =>
        ({ success: true, code: 200, message: '', result: levels[String(params?.pid ?? '')] }) as never,
    );
    const addChild = vi.fn();
    const none = vi.fn();
    render(
      <App>
        <EntityTreeRows
          entity={kind}
          reloadSignal={0}
          actions={{
            width: 200,
            can: { add: true, edit: true, delete: true, deleteBatch: true, export: true, import: true },
            onEdit: none,
            onDetail: none,
            onDelete: none,
            extra: (row) => [{ key: 'addChild', label: '添加下级', primary: true, onClick: () => addChild(row.id) }],
          }}
        />
      </App>,
    );
    expect(await screen.findByText('整机')).toBeTruthy();
    expect(mockedGet).toHaveBeenCalledWith('/test/kind/childList', {});
    expect(screen.queryByText('笔记本')).toBeNull();
    const expander = screen.getByText('整机').closest('tr')?.querySelector<HTMLElement>('.ant-table-row-expand-icon');
    fireEvent.click(expander as HTMLElement);
    expect(await screen.findByText('笔记本')).toBeTruthy();
    expect(mockedGet).toHaveBeenCalledWith('/test/kind/childList', { pid: 'a' });
    // 配件 has no children: no expander.
    expect(screen.getByText('配件').closest('tr')?.querySelector('.ant-table-row-expand-icon-spaced')).toBeTruthy();
    const addLinks = screen.getAllByText('添加下级');
    fireEvent.click(addLinks[0]);
    await waitFor(() => expect(addChild).toHaveBeenCalledWith('a'));
  });

  it('selects rows for the batch actions, a parent without its children', async () => {
    mockedGet.mockImplementation(
      async (_url, params?: Record<string, unknown>) =>
        ({ success: true, code: 200, message: '', result: levels[String(params?.pid ?? '')] }) as never,
    );
    let selected: string[] = [];
    const onChange = vi.fn((keys: unknown[]) => {
      selected = keys.map(String);
    });
    const none = vi.fn();
    const view = (keys: string[]) => (
      <App>
        <EntityTreeRows
          entity={kind}
          reloadSignal={0}
          selection={{ selectedRowKeys: keys, onChange }}
          actions={{
            width: 200,
            can: { add: true, edit: true, delete: true, deleteBatch: true, export: true, import: true },
            onEdit: none,
            onDetail: none,
            onDelete: none,
          }}
        />
      </App>
    );
    const { rerender } = render(view([]));
    const box = (name: string) =>
      screen
        .getByText(name)
        .closest('tr')
        ?.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
    expect(await screen.findByText('整机')).toBeTruthy();
    fireEvent.click(box('整机'));
    expect(onChange).toHaveBeenLastCalledWith(['a'], [expect.objectContaining({ id: 'a', name: '整机' })]);
    rerender(view(selected));
    expect(box('整机').checked).toBe(true);

    const expander = screen.getByText('整机').closest('tr')?.querySelector<HTMLElement>('.ant-table-row-expand-icon');
    fireEvent.click(expander as HTMLElement);
    expect(await screen.findByText('笔记本')).toBeTruthy();
    expect(box('笔记本').checked).toBe(false);
    fireEvent.click(box('笔记本'));
    expect(onChange).toHaveBeenLastCalledWith(
      ['a', 'a1'],
      [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'a1', name: '笔记本' })],
    );
  });
});
