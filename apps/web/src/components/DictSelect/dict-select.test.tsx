import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import { writeStored } from '../../stores/expiring-storage';
import { UI_CACHE_DB_DICT_DATA } from '../../stores/storage-keys';
import DictSearchSelect, { SEARCH_MESSAGES } from './DictSearchSelect';
import DictSelect from './DictSelect';

vi.mock('../../api/http', () => ({ getAction: vi.fn() }));
vi.mock('../../api/entity', () => ({
  dictItems: vi.fn(async (code: string) => ({
    success: true,
    result: code === 'sys_user,realname,id' ? [{ value: 'u1', text: '张三' }] : [],
  })),
}));
const mockedGet = vi.mocked(getAction);

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
  { value: '3', text: '未知' },
];

describe('DictSelect', () => {
  beforeEach(() => writeStored(UI_CACHE_DB_DICT_DATA, { sex: SEX }, 60_000));

  it('reads the local dictionary cache and emits one value as a radio group', async () => {
    const onChange = vi.fn();
    render(wrap(<DictSelect dictCode="sex" type="radio" value="1" onChange={onChange} />));
    fireEvent.click(await screen.findByLabelText('女'));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('joins checkbox values with commas and shows one tag then +N in a multi-select', async () => {
    const onChange = vi.fn();
    const { unmount } = render(wrap(<DictSelect dictCode="sex" type="checkbox" value="1" onChange={onChange} />));
    fireEvent.click(await screen.findByLabelText('未知'));
    expect(onChange).toHaveBeenCalledWith('1,3');
    unmount();
    render(wrap(<DictSelect dictCode="sex" type="multiSelect" value="1,2,3" />));
    expect(await screen.findByText('男')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.queryByText('女')).toBeNull();
  });

  it('asks the server for a table dictionary', async () => {
    vi.mocked(getAction).mockResolvedValueOnce({
      success: true,
      code: 200,
      message: '',
      timestamp: 0,
      result: [{ value: 'u1', text: '张三' }],
    });
    render(wrap(<DictSelect dictCode="sys_user,realname,id" value="u1" />));
    expect(await screen.findByText('张三')).toBeTruthy();
  });
});

describe('DictSearchSelect', () => {
  it('names an empty code', () => {
    render(<DictSearchSelect dict="" />);
    expect(screen.getByText(SEARCH_MESSAGES.noCode)).toBeTruthy();
  });

  it('searches 800 ms after the last keystroke with page size 10 and shows the value’s text', async () => {
    mockedGet.mockClear();
    mockedGet.mockImplementation(async (url: string, params?: Record<string, unknown>) =>
      url.includes('loadDictItem')
        ? { success: true, result: ['李四'], code: 200, message: '', timestamp: 0 }
        : {
            success: true,
            result: params?.keyword === '王' ? [{ value: 'u9', text: '王五' }] : [],
            code: 200,
            message: '',
            timestamp: 0,
          },
    );
    render(<DictSearchSelect dict="sys_user,realname,id" value="u2" />);
    expect(await screen.findByText('李四')).toBeTruthy();
    vi.useFakeTimers();
    try {
      const input = screen.getByRole('combobox');
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: '王' } });
      await act(async () => vi.advanceTimersByTime(799));
      expect(mockedGet).not.toHaveBeenCalledWith(expect.stringContaining('loadDict/'), expect.anything());
      await act(async () => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(mockedGet).toHaveBeenCalledWith('/sys/dict/loadDict/sys_user%2Crealname%2Cid', {
        keyword: '王',
        pageSize: 10,
      }),
    );
    expect(await screen.findByText('王五')).toBeTruthy();
  });
});
