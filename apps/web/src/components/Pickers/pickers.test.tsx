import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import PickerModal from './PickerModal';
import { listSource, type PickerSource } from './picker-source';

vi.mock('../../api/http', () => ({ getAction: vi.fn(), http: { get: vi.fn() } }));

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: `r${i + 1}`, name: `职务${i + 1}` }));
const source: PickerSource<Row> = {
  title: '选择职务',
  placeholder: '请选择职务',
  rowKey: 'id',
  labelKey: 'name',
  searchField: 'name',
  searchPlaceholder: '请输入职务名称',
  columns: [{ title: '名称', dataIndex: 'name' }],
  fetchPage: async ({ pageNo, pageSize }) => ({
    records: ROWS.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: ROWS.length,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(ROWS.length / pageSize),
  }),
  fetchByKeys: async (keys) => ROWS.filter((r) => keys.includes(r.id)),
};

describe('PickerModal', () => {
  it('pages by 5 and toggles rows by click in multi mode', async () => {
    const onOk = vi.fn();
    render(
      wrap(<PickerModal source={source} open multiple initial={[ROWS[0] as Row]} onOk={onOk} onCancel={() => {}} />),
    );
    expect(await screen.findByText('职务5')).toBeTruthy();
    expect(screen.queryByText('职务6')).toBeNull();
    fireEvent.click(screen.getByText('职务2'));
    fireEvent.click(screen.getByText('职务3'));
    fireEvent.click(screen.getByText('职务1'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk.mock.lastCall?.[0].map((r: Row) => r.id)).toEqual(['r2', 'r3']);
  });

  it('replaces the choice by click in single mode', async () => {
    const onOk = vi.fn();
    render(wrap(<PickerModal source={source} open initial={[]} onOk={onOk} onCancel={() => {}} />));
    fireEvent.click(await screen.findByText('职务2'));
    fireEvent.click(screen.getByText('职务4'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk.mock.lastCall?.[0].map((r: Row) => r.id)).toEqual(['r4']);
  });
});

describe('listSource', () => {
  it('searches substrings and fetches the current value with the keys joined', async () => {
    const get = vi.mocked(getAction);
    get.mockResolvedValue({ success: true, code: 200, message: '', timestamp: 0, result: { records: [], total: 0 } });
    const roles = listSource<Row>('/sys/role/list', { ...source });
    await roles.fetchPage({ pageNo: 2, pageSize: 5, name: '管理' });
    expect(get).toHaveBeenLastCalledWith('/sys/role/list', { pageNo: 2, pageSize: 5, name: '*管理*' });
    await roles.fetchByKeys(['a', 'b']);
    expect(get).toHaveBeenLastCalledWith('/sys/role/list', { pageNo: 1, pageSize: 2, id: 'a,b' });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
