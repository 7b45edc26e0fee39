import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import { feedback } from '../../utils/feedback';
import { PopupCell } from '../EditableTable/cells/PopupCell';
import type { EditableColumn } from '../EditableTable/types';
import JPopup from './JPopup';
import { POPUP_MESSAGES, pickedValues, popupConfigProblem, selectionProblem } from './popup-rules';

vi.mock('../../api/http', () => ({ getAction: vi.fn() }));
vi.mock('../../utils/feedback', () => ({ feedback: { message: { warning: vi.fn(), error: vi.fn() } } }));
const mockedGet = vi.mocked(getAction);
const envelope = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

const mockReport = () =>
  mockedGet.mockImplementation(async (url) =>
    String(url).includes('getRpColumns')
      ? envelope({
          columns: [
            { title: '名称', dataIndex: 'name' },
            { title: '编码', dataIndex: 'code' },
          ],
          dictOptions: {},
          cgRpConfigId: 'rp_x',
          cgRpConfigName: '测试报表',
        })
      : envelope({ total: 1, records: [{ id: '1', name: '研发部', code: 'A01' }] }),
  );

/** A popup cell inside a form whose field has the destination's name. */
function CellInForm(props: {
  column: EditableColumn;
  onChange(value: unknown): void;
  onRowChange(values: Record<string, unknown>): void;
  onForm(form: FormInstance): void;
}) {
  const [form] = Form.useForm();
  props.onForm(form);
  return (
    <Form form={form} initialValues={{ title: '表单的值' }}>
      <Form.Item name="title" hidden>
        <input />
      </Form.Item>
      <PopupCell
        column={props.column}
        row={{ id: 'r1' }}
        rowIndex={0}
        value=""
        disabled={false}
        editing
        onChange={props.onChange}
        onRowChange={props.onRowChange}
      />
    </Form>
  );
}

describe('popup rules', () => {
  it('needs a code and as many original as destination fields', () => {
    expect(popupConfigProblem('', 'a', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigProblem('r', '', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigProblem('r', 'a', undefined)).toBe('popup参数未正确配置!');
    expect(popupConfigProblem('r', 'a,b', 'c')).toBe('原始值和目标值数量不一致!');
    expect(popupConfigProblem('r', 'a, b', 'c,d')).toBeUndefined();
  });

  it('needs one chosen row, exactly one unless multi', () => {
    expect(selectionProblem(0, true)).toBe('请选择一条记录');
    expect(selectionProblem(2, false)).toBe('请选择一条记录');
    expect(selectionProblem(1, false)).toBeUndefined();
    expect(selectionProblem(3, true)).toBeUndefined();
  });

  it('copies the original fields of the chosen rows into the destination fields', () => {
    const rows = [
      { name: '甲', code: 'A01' },
      { name: '乙', code: null },
    ];
    expect(pickedValues(rows, 'name,code', 'title,key')).toEqual({ title: '甲,乙', key: 'A01,' });
  });
});

describe('JPopup', () => {
  it('says what is wrong with its configuration instead of opening', () => {
    render(wrap(<JPopup code="r" orgFields="a,b" destFields="c" />));
    fireEvent.click(screen.getByRole('textbox'));
    expect(feedback.message.error).toHaveBeenCalledWith(POPUP_MESSAGES.counts);
  });

  it('picks a row of the report and fills the destination fields of the form', async () => {
    mockReport();
    const onCallback = vi.fn();
    render(
      wrap(
        <Form>
          <Form.Item name="title">
            <JPopup code="report_x" orgFields="name,code" destFields="title,key" onCallback={onCallback} />
          </Form.Item>
        </Form>,
      ),
    );
    fireEvent.click(screen.getByRole('textbox'));
    const ok = await screen.findByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(ok);
    expect(feedback.message.warning).toHaveBeenCalledWith('请选择一条记录');
    fireEvent.click(await screen.findByText('研发部'));
    fireEvent.click(ok);
    await waitFor(() => expect(onCallback).toHaveBeenCalledWith({ title: '研发部', key: 'A01' }));
    expect(mockedGet).toHaveBeenCalledWith('/online/cgreport/api/getData/rp_x', { pageNo: 1, pageSize: 10 });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('研发部');
  });

  it('as an editable table cell, fills the row’s destination cells and leaves the surrounding form alone', async () => {
    mockReport();
    const onRowChange = vi.fn();
    const onChange = vi.fn();
    const column: EditableColumn = {
      key: 'title',
      title: '部门',
      type: 'popup',
      popupCode: 'report_x',
      orgFields: 'name,code',
      destFields: 'title,key',
    };
    let form: FormInstance | undefined;
    render(
      wrap(
        <CellInForm
          column={column}
          onChange={onChange}
          onRowChange={onRowChange}
          onForm={(f) => {
            form = f;
          }}
        />,
      ),
    );
    fireEvent.click(screen.getByPlaceholderText('请选择部门'));
    fireEvent.click(await screen.findByText('研发部'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onRowChange).toHaveBeenCalledWith({ title: '研发部', key: 'A01' }));
    expect(onChange).toHaveBeenCalledWith('研发部');
    expect(form?.getFieldValue('title')).toBe('表单的值');
  });
});
