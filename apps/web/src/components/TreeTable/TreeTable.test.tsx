import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import { LAZY_TREE_TEXTS, LOADING_TEXT } from './lazy-tree';
import TreeTable from './TreeTable';
import { type LazyTreeSource, useLazyTree } from './use-lazy-tree';

vi.mock('../../api/http', () => ({ getAction: vi.fn() }));
const mockedGet = vi.mocked(getAction);
const answer = (result: unknown, success = true) => ({ success, code: 200, message: '失败了', timestamp: 0, result });

function Subject(source: LazyTreeSource) {
  const tree = useLazyTree(source);
  return (
    <TreeTable
      tree={tree}
      columns={[
        { key: 'name', dataIndex: 'name', title: '名称' },
        { key: 'code', dataIndex: 'code', title: '编码' },
      ]}
    />
  );
}
const show = (source: LazyTreeSource) =>
  render(
    <App>
      <Subject {...source} />
    </App>,
  );
const expander = (name: string) =>
  screen.getByText(name).closest('tr')!.querySelector<HTMLElement>('.ant-table-row-expand-icon')!;

type Level = Record<string, unknown>;
/** A server of levels keyed by parent ('' = roots). */
function serve(levels: Record<string, unknown>) {
  mockedGet.mockImplementation(async (_url, params?: Level) => answer(levels[String(params?.parentId ?? '')]) as never);
}

describe('TreeTable', () => {
  beforeEach(() => mockedGet.mockReset());

  it('shows loading... under a closed branch and loads its children on the first expansion only', async () => {
    serve({
      '': [
        { id: 'a', name: '总部', hasChildren: true },
        { id: 'b', name: '分部' },
      ],
      a: { records: [{ id: 'a1', name: '研发部' }], total: 1 },
    });
    show({ url: '/tree', condition: { status: '1' }, query: { type: 'x' } });
    await screen.findByText('总部');
    expect(mockedGet).toHaveBeenCalledWith('/tree', { type: 'x', condition: '{"status":"1"}' });
    expect(screen.getByText('分部').closest('tr')?.querySelector('.ant-table-row-expand-icon-spaced')).toBeTruthy();

    fireEvent.click(expander('总部'));
    await screen.findByText('研发部');
    expect(mockedGet).toHaveBeenLastCalledWith('/tree', { type: 'x', parentId: 'a', condition: '{"status":"1"}' });
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();

    fireEvent.click(expander('总部'));
    fireEvent.click(expander('总部'));
    await screen.findByText('研发部');
    expect(mockedGet).toHaveBeenCalledTimes(2);
  });

  it('shows the placeholder while the children load, with the configured parent key', async () => {
    let release: (v: unknown) => void = () => {};
    mockedGet.mockResolvedValueOnce(answer([{ id: 'm', name: '系统管理', hasChildren: true }]) as never);
    mockedGet.mockReturnValueOnce(new Promise((resolve) => (release = resolve)) as never);
    show({ url: '/menus', parentKey: 'pid' });
    await screen.findByText('系统管理');
    fireEvent.click(expander('系统管理'));
    expect(await screen.findByText(LOADING_TEXT)).toBeTruthy();
    expect(mockedGet).toHaveBeenLastCalledWith('/menus', { pid: 'm' });
    await act(async () => release(answer([{ id: 'u', name: '用户管理' }])));
    await screen.findByText('用户管理');
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
  });

  it('makes a row with no children returned a leaf', async () => {
    serve({ '': [{ id: 'a', name: '空部门', hasChildren: true }], a: [] });
    show({ url: '/tree' });
    await screen.findByText('空部门');
    fireEvent.click(expander('空部门'));
    await waitFor(() => expect(screen.queryByText(LOADING_TEXT)).toBeNull());
    const row = screen.getByText('空部门').closest('tr');
    expect(row?.querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull();
  });

  it('warns about an answer of unknown shape and tries again on the next expansion', async () => {
    serve({ '': [{ id: 'a', name: '总部', hasChildren: true }], a: { list: [] } });
    show({ url: '/tree' });
    await screen.findByText('总部');
    fireEvent.click(expander('总部'));
    expect(await screen.findByText(LAZY_TREE_TEXTS.unrecognised)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(LOADING_TEXT)).toBeNull());
    serve({ a: [{ id: 'a1', name: '研发部' }] });
    fireEvent.click(expander('总部'));
    await screen.findByText('研发部');
  });

  it('shows the server refusal of a level', async () => {
    mockedGet.mockResolvedValueOnce(answer(null, false) as never);
    show({ url: '/tree' });
    expect(await screen.findByText('失败了')).toBeTruthy();
  });
});
