import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dict, entity, int, text, textarea } from '@yunzhan/common/entities/index';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Row } from '../../api/entity';
import EntityFormItems from './EntityFormItems';
import EntityTable from './EntityTable';

/** The machine may be busy: wait longer than testing-library's default second. */
const SLOW = { timeout: 10_000 };

vi.mock('../../api/entity', () => ({
  duplicateCheck: vi.fn(),
  dictItems: vi.fn(async () => ({ success: true, result: [{ value: '3', text: '三级' }] })),
}));

const withQueries = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;

const part = entity({
  name: 'test.part',
  table: 'test_part',
  apiBase: '/test/part',
  permPrefix: 'test:part',
  title: '部件',
  fields: {
    parentId: text({ label: '上级', list: false, form: false }),
    name: text({ label: '名称', required: true, max: 20 }),
    code: text({ label: '编码', required: true }),
    level: dict('part_level', { label: '级别' }),
    sortNo: int({ label: '排序', default: 0 }),
    memo: textarea({ label: '备注', list: false }),
  },
});

const all = { add: true, edit: true, delete: true, deleteBatch: true, export: true, import: true };

const rows: Row[] = [
  {
    id: 'a',
    name: '甲',
    code: 'A',
    level: '1',
    level_dictText: '一级',
    sortNo: 1,
    children: [{ id: 'a1', name: '甲一', code: 'A1', level: '2', level_dictText: '二级', sortNo: 1 }],
  },
  { id: 'b', name: '乙', code: 'B', level: '1', level_dictText: '一级', sortNo: 2 },
];

describe('<EntityTable>', { timeout: 20_000 }, () => {
  it('shows the listed fields as columns, dictionary texts, and the row actions', () => {
    const onEdit = vi.fn();
    render(
      <EntityTable
        entity={part}
        rows={rows}
        actions={{ width: 160, can: all, onEdit, onDetail: vi.fn(), onDelete: vi.fn() }}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['名称', '编码', '级别', '排序', '操作']);
    const second = screen.getByRole('row', { name: /乙/ });
    expect(within(second).getByText('一级')).toBeTruthy();
    fireEvent.click(within(second).getByText('编辑'));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
  });

  it('reads a dictionary text from the dictionary when the row has no _dictText', async () => {
    render(withQueries(<EntityTable entity={part} rows={[{ id: 'c', name: '丙', code: 'C', level: '3' }]} />));
    expect(await screen.findByText('三级', {}, SLOW)).toBeTruthy();
  });

  it('lets a screen adjust the columns and leaves the action column out when there are no actions', () => {
    render(
      <EntityTable
        entity={part}
        rows={rows}
        columns={(base) => [...base.filter((c) => c.key !== 'sortNo'), { key: 'x', title: '附加', render: () => '✓' }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '编码', '级别', '附加']);
  });

  it('selects rows and expands tree rows', () => {
    const onSelect = vi.fn();
    const onExpand = vi.fn();
    const { rerender } = render(
      <EntityTable
        entity={part}
        rows={rows}
        selection={{ selectedRowKeys: [], onChange: onSelect, checkStrictly: true }}
        tree={{ expandedRowKeys: [], onExpandedRowsChange: onExpand }}
      />,
    );
    expect(screen.queryByText('甲一')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /展开行|Expand row/ })[0]);
    expect(onExpand).toHaveBeenCalledWith(['a']);
    rerender(
      <EntityTable
        entity={part}
        rows={rows}
        selection={{ selectedRowKeys: [], onChange: onSelect, checkStrictly: true }}
        tree={{ expandedRowKeys: ['a'], onExpandedRowsChange: onExpand }}
      />,
    );
    expect(screen.getByText('甲一')).toBeTruthy();
    const parentRow = screen.getByRole('row', { name: /甲 A/ });
    fireEvent.click(within(parentRow).getByRole('checkbox'));
    // checkStrictly: the parent alone, not its child.
    expect(onSelect.mock.calls[0][0]).toEqual(['a']);
  });
});

function FormHarness(props: Omit<Parameters<typeof EntityFormItems>[0], 'entity'> & { onFinish(v: unknown): void }) {
  const { onFinish, ...items } = props;
  return withQueries(
    <Form onFinish={onFinish} initialValues={{ name: '旧名', code: 'OLD' }}>
      <EntityFormItems entity={part} {...items} />
      <Button htmlType="submit">save</Button>
    </Form>,
  );
}

describe('<EntityFormItems>', { timeout: 20_000 }, () => {
  it('renders the editable fields with their labels and the schema rules inside any form', async () => {
    const onFinish = vi.fn();
    render(<FormHarness mode="add" onFinish={onFinish} />);
    for (const label of ['名称', '编码', '级别', '排序', '备注']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.queryByLabelText('上级')).toBeNull();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '' } });
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('请输入名称', {}, SLOW)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('leaves out omitted fields, locks fields on edit, takes rules and help texts of the screen', async () => {
    const onFinish = vi.fn();
    render(
      <FormHarness
        mode="edit"
        omit={['memo']}
        lockedOnEdit={['code']}
        extra={{ name: '部件的中文名' }}
        rules={{ name: [{ required: true, message: '请输入部件名称' }] }}
        onFinish={onFinish}
      />,
    );
    expect(screen.queryByLabelText('备注')).toBeNull();
    expect((screen.getByLabelText('编码') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('部件的中文名')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '' } });
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('请输入部件名称', {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '新名' } });
    fireEvent.click(screen.getByText('save'));
    await waitFor(
      () => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ name: '新名', code: 'OLD' })),
      SLOW,
    );
  });

  it('arranges the items through a layout', () => {
    render(
      withQueries(
        <Form>
          <EntityFormItems
            entity={part}
            mode="add"
            layout={(items) => <section data-testid="only">{items.code}</section>}
          />
        </Form>,
      ),
    );
    expect(within(screen.getByTestId('only')).getByLabelText('编码')).toBeTruthy();
    expect(screen.queryByLabelText('名称')).toBeNull();
  });
});
