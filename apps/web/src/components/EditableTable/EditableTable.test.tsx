import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import EditableTable, { type EditableTableApi, type EditableTableProps, TABLE_TEXTS } from './index';
import { TableValidationError } from './validation';

function renderTable(props: Partial<EditableTableProps> & Pick<EditableTableProps, 'columns'>) {
  const ref = createRef<EditableTableApi>();
  const onChange = vi.fn();
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <EditableTable ref={ref} onChange={onChange} {...props} />
      </App>
    </QueryClientProvider>,
  );
  return { ref, onChange, view, api: () => ref.current as EditableTableApi };
}

const rowOf = (id: string) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const cellOf = (id: string, key: string) => rowOf(id).querySelector(`[data-key="${key}"]`) as HTMLElement;
const inputOf = (id: string, key: string) => cellOf(id, key).querySelector('input') as HTMLInputElement;

const getValuesError = async (api: EditableTableApi) => {
  let error: unknown;
  await act(async () => {
    await api.getValues().catch((e: unknown) => {
      error = e;
    });
  });
  return error as TableValidationError;
};

describe('EditableTable rules (spec §5)', { timeout: 20_000 }, () => {
  const rules = (key: string, rule: Record<string, unknown>) =>
    renderTable({ columns: [{ key, title: '值', validateRules: [rule] }], dataSource: [] });

  it.each([
    ['n6-16', '12345', '1234567'],
    ['*6-16', '12345', 'abcdef'],
    ['s6-18', 'abc12', 'abcdefg'],
    ['url', 'example', 'https://example.com'],
    ['e', 'a@', 'a@b.cn'],
    ['m', '12345678901', '13812345678'],
    ['p', '012345', '518000'],
    ['s', 'ab1', 'abc'],
    ['n', '1a', '12'],
    ['z', '1.5', '-3'],
    ['money', '1.234', '1.23'],
    ['^A\\d+$', 'B1', 'A12'],
  ])('pattern %s refuses %s and accepts %s; empty cells skip it', async (pattern, bad, good) => {
    const { api } = rules('v', { pattern });
    act(() => api().addRows([{ v: bad }, { v: good }, { v: '' }]));
    const error = await getValuesError(api());
    expect(error).toBeInstanceOf(TableValidationError);
    expect(error.errorCount).toBe(1);
    expect(error.errors[0].rowIndex).toBe(0);
  });

  it('runs the rules in order and shows the first failure on the cell', async () => {
    const { api } = renderTable({
      columns: [
        {
          key: 'code',
          title: '编码',
          validateRules: [
            { required: true },
            { unique: true },
            { pattern: 'only' },
            { pattern: 'n', message: '{title}须为数字' },
          ],
        },
      ],
      dataSource: [
        { id: 'r1', code: '' },
        { id: 'r2', code: '7' },
        { id: 'r3', code: '7' },
        { id: 'r4', code: 'x' },
      ],
    });
    const error = await getValuesError(api());
    expect(error.errorCount).toBe(4);
    expect(cellOf('r1', 'code').textContent).toContain('编码不能为空');
    expect(cellOf('r2', 'code').textContent).toContain('编码不能重复');
    expect(cellOf('r4', 'code').textContent).toContain('编码须为数字');
  });

  it('waits for asynchronous handlers and resolves the values when all pass', async () => {
    const handler = vi.fn(async ({ value }: { value: unknown }) => (value === '占用' ? '名称已被占用' : true));
    const { api } = renderTable({
      columns: [{ key: 'name', title: '名称', validateRules: [{ handler }] }],
      dataSource: [{ id: 'r1', name: '占用' }],
    });
    const error = await getValuesError(api());
    expect(error.errorCount).toBe(1);
    expect(cellOf('r1', 'name').textContent).toContain('名称已被占用');
    fireEvent.change(inputOf('r1', 'name'), { target: { value: '空闲' } });
    let values: unknown;
    await act(async () => {
      values = await api().getValues();
    });
    expect(values).toEqual([{ id: 'r1', name: '空闲', orderNum: 1 }]);
  });
});

describe('EditableTable cells and rows (spec §3, §4)', { timeout: 20_000 }, () => {
  it('number cells keep a signed decimal while typing and parse on blur', () => {
    const { onChange } = renderTable({
      columns: [{ key: 'price', title: '价格', type: 'inputNumber' }],
      dataSource: [{ id: 'r1', price: '' }],
      dragSortKey: '',
    });
    fireEvent.change(inputOf('r1', 'price'), { target: { value: '-1a2.3.4元' } });
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'r1', price: '-12.34' }], []);
    fireEvent.blur(inputOf('r1', 'price'));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'r1', price: -12.34 }], []);
    fireEvent.change(inputOf('r1', 'price'), { target: { value: '-' } });
    fireEvent.blur(inputOf('r1', 'price'));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'r1', price: '' }], []);
  });

  it('checkbox cells store the customValue pair; new rows follow defaultChecked', () => {
    const { api, onChange } = renderTable({
      columns: [{ key: 'on', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true }],
      dataSource: [{ id: 'r1', on: 'N' }],
      dragSortKey: '',
    });
    fireEvent.click(within(cellOf('r1', 'on')).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'r1', on: 'Y' }], []);
    act(() => api().addRows());
    expect(onChange.mock.lastCall?.[0][1].on).toBe('Y');
  });

  it('adds a row at the bottom, refuses a second insert within 1 500 ms, renumbers orderNum', async () => {
    const { onChange } = renderTable({
      columns: [{ key: 'name', title: '名称' }],
      dataSource: [{ id: 'a', name: '甲' }],
    });
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const rows = onChange.mock.lastCall?.[0];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ orderNum: 2 });
    expect(rows[1].id).not.toMatch(/^tmp_/);
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(2);
    expect(await screen.findByText(TABLE_TEXTS.tooFast)).toBeTruthy();
  });

  it('removes selected rows, recording only existing ids as deleted; disabled rows cannot be selected', () => {
    const { api } = renderTable({
      columns: [
        { key: 'name', title: '名称' },
        { key: 'status', title: '状态', type: 'hidden' },
      ],
      dataSource: [
        { id: 'a', name: '甲' },
        { id: 'b', name: '乙' },
        { id: 'c', name: '丙', status: 'locked' },
      ],
      rowSelection: 'checkbox',
      disabledRows: { status: 'locked' },
    });
    expect(within(rowOf('c')).getByRole('checkbox', { name: '选择行' })).toHaveProperty('disabled', true);
    expect(inputOf('c', 'name').disabled).toBe(true);
    act(() => api().addRows([{ name: '新' }]));
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(api().getSelection()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(api().getDeleteIds()).toEqual(['a', 'b']);
    expect(rowOf('c')).toBeTruthy();
  });

  it('single selection keeps one row', () => {
    const { api } = renderTable({
      columns: [{ key: 'name', title: '名称' }],
      dataSource: [{ id: 'a' }, { id: 'b' }],
      rowSelection: 'radio',
    });
    fireEvent.click(within(rowOf('a')).getByRole('radio'));
    fireEvent.click(within(rowOf('b')).getByRole('radio'));
    expect(api().getSelection()).toEqual(['b']);
  });

  it('click-to-edit opens one cell and an outside click closes it', () => {
    renderTable({
      columns: [{ key: 'name', title: '名称' }],
      dataSource: [{ id: 'a', name: '甲' }],
      clickToEdit: true,
    });
    expect(inputOf('a', 'name')).toBeNull();
    fireEvent.click(within(cellOf('a', 'name')).getByRole('button', { name: '甲' }));
    expect(inputOf('a', 'name').value).toBe('甲');
    fireEvent.mouseDown(document.body);
    expect(inputOf('a', 'name')).toBeNull();
  });

  it('renders only the rows in view of a long table', () => {
    const dataSource = Array.from({ length: 5000 }, (_, i) => ({ id: `r${i}`, name: `行${i}` }));
    renderTable({ columns: [{ key: 'name', title: '名称' }], dataSource });
    const shown = document.querySelectorAll('.et-row').length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(20);
    expect((document.querySelector('.et-body') as HTMLElement).style.height).toBe(`${5000 * 61}px`);
  });

  it('shows 合计 and 平均 in the footer', () => {
    renderTable({
      columns: [{ key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] }],
      dataSource: [
        { id: 'a', qty: 2 },
        { id: 'b', qty: 4 },
      ],
    });
    expect(document.querySelector('[data-statistic="sum"]')?.textContent).toBe('合计6');
    expect(document.querySelector('[data-statistic="average"]')?.textContent).toBe('平均3');
  });

  it('drag-moves a row onto another and renumbers', () => {
    const { onChange } = renderTable({
      columns: [{ key: 'name', title: '名称' }],
      dataSource: [
        { id: 'a', name: '甲' },
        { id: 'b', name: '乙' },
        { id: 'c', name: '丙' },
      ],
      dragSort: true,
    });
    fireEvent.dragStart(within(rowOf('c')).getByRole('button', { name: '拖动排序' }));
    fireEvent.drop(rowOf('a'));
    expect(onChange.mock.lastCall?.[0].map((r: Record<string, unknown>) => [r.id, r.orderNum])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });
});

describe('EditableTable sub-table popover (spec §2)', { timeout: 20_000 }, () => {
  it("opens a row's sub-table titled 子表 with the rows its load answers", async () => {
    const load = vi.fn(async (row: { id: string }) => [{ id: 'c1', note: `${row.id} 的检验记录` }]);
    renderTable({
      columns: [{ key: 'name', title: '名称' }],
      dataSource: [{ id: 'r1', name: '屏幕' }],
      subTable: { columns: [{ key: 'note', title: '说明' }], load },
    });
    fireEvent.click(within(rowOf('r1')).getByRole('button', { name: '子表' }));
    expect(await screen.findByText('r1 的检验记录')).toBeTruthy();
    expect(screen.getByText('子表', { selector: '.ant-popover-title' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
