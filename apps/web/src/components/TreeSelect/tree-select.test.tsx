import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import { feedback } from '../../utils/feedback';
import CategoryTreeSelect from './CategoryTreeSelect';
import JTreeSelect from './JTreeSelect';
import { conditionProblem, splitValue, TREE_SELECT_MESSAGES, withChildren } from './tree-select-rules';

vi.mock('../../api/http', () => ({ getAction: vi.fn() }));
vi.mock('../../utils/feedback', () => ({ feedback: { message: { warning: vi.fn(), destroy: vi.fn() } } }));
const mockedGet = vi.mocked(getAction);
const envelope = (result: unknown, success = true, message = '') => ({
  success,
  message,
  code: 200,
  result,
  timestamp: 0,
});

describe('tree select rules', () => {
  it('accepts only a JSON object string as condition', () => {
    expect(conditionProblem(undefined)).toBeUndefined();
    expect(conditionProblem('{"a":"1"}')).toBeUndefined();
    for (const bad of ['a=1', '[1]', '"x"', '1', 'null']) {
      expect(conditionProblem(bad)).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
    }
  });

  it('sets loaded children on the opened node only', () => {
    const tree = [
      { value: 'a', title: 'A', isLeaf: false, children: [{ value: 'a1', title: 'A1', isLeaf: false }] },
      { value: 'b', title: 'B', isLeaf: false },
    ];
    const next = withChildren(tree, 'a1', [{ value: 'x', title: 'X', isLeaf: true }]);
    expect(next[0].children?.[0].children?.map((n) => n.value)).toEqual(['x']);
    expect(next[1]).toBe(tree[1]);
    expect(withChildren(tree, 'b', [])[1].isLeaf).toBe(true);
    expect(splitValue(' a, b,a,,')).toEqual(['a', 'b']);
  });
});

describe('CategoryTreeSelect', () => {
  beforeEach(() => mockedGet.mockReset());

  it('shows the server message when the root fails, and takes it away with the select (no leak to the next page)', async () => {
    mockedGet.mockResolvedValue(envelope(null, false, '该编码【Z99】不存在，请核实!'));
    const { unmount } = render(<CategoryTreeSelect pcode="Z99" />);
    await waitFor(() =>
      expect(feedback.message.warning).toHaveBeenCalledWith(
        expect.objectContaining({ content: '该编码【Z99】不存在，请核实!' }),
      ),
    );
    expect(mockedGet).toHaveBeenCalledWith('/sys/category/loadTreeRoot', { async: 'true', pcode: 'Z99' });
    const key = (vi.mocked(feedback.message.warning).mock.calls[0]?.[0] as { key?: string } | undefined)?.key;
    expect(key).toBeTruthy();
    expect(feedback.message.destroy).not.toHaveBeenCalled();
    unmount();
    expect(feedback.message.destroy).toHaveBeenCalledWith(key);
  });

  it('names a value that is not loaded yet through loadDictItem', async () => {
    mockedGet.mockImplementation(async (url) =>
      String(url).includes('loadDictItem') ? envelope(['固件']) : envelope([]),
    );
    render(<CategoryTreeSelect value="c9" />);
    expect(await screen.findByText('固件')).toBeTruthy();
    expect(mockedGet).toHaveBeenCalledWith('/sys/category/loadDictItem/', { ids: 'c9', delNotExist: 'false' });
  });

  it('loads children when a node opens and emits the picked id', async () => {
    mockedGet.mockImplementation(async (url) =>
      String(url).endsWith('loadTreeRoot')
        ? envelope([{ key: 'r1', title: '产品类型', isLeaf: false }])
        : envelope([{ key: 'c1', title: '台式机', isLeaf: true }]),
    );
    const onChange = vi.fn();
    const { container } = render(<CategoryTreeSelect onChange={onChange} />);
    await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(1));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await screen.findByText('产品类型');
    fireEvent.click(container.ownerDocument.querySelector('.ant-select-tree-switcher') as Element);
    fireEvent.click(await screen.findByText('台式机'));
    expect(mockedGet).toHaveBeenCalledWith('/sys/category/loadTreeChildren', { pid: 'r1' });
    expect(onChange).toHaveBeenCalledWith('c1');
  });
});

describe('JTreeSelect', () => {
  beforeEach(() => mockedGet.mockReset());

  it('refuses a condition that is not a JSON object string', () => {
    render(<JTreeSelect dict="sys_depart,depart_name,id" condition="a=1" />);
    expect(screen.getByText(TREE_SELECT_MESSAGES.condition)).toBeTruthy();
    expect(mockedGet).not.toHaveBeenCalled();
  });

  it('asks loadTreeData with the dictionary parts and the condition', async () => {
    mockedGet.mockResolvedValue(envelope([{ key: 'd1', title: '研发部', isLeaf: true }]));
    render(<JTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition='{"org_category":"1"}' />);
    await waitFor(() =>
      expect(mockedGet).toHaveBeenCalledWith('/sys/dict/loadTreeData', {
        pid: '',
        tableName: 'sys_depart',
        text: 'depart_name',
        code: 'id',
        pidField: 'parent_id',
        hasChildField: undefined,
        condition: '{"org_category":"1"}',
      }),
    );
  });
});
