import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RowActions from './RowActions';

const all = { add: true, edit: true, delete: true, deleteBatch: true, export: true, import: true };

describe('<RowActions> with page actions', () => {
  it('puts page actions between 详情 and 删除, asking first when they have a question', async () => {
    const reset = vi.fn();
    const freeze = vi.fn();
    render(
      <RowActions
        row={{ id: 'u1' }}
        can={all}
        onEdit={vi.fn()}
        onDetail={vi.fn()}
        onDelete={vi.fn()}
        extra={[
          { key: 'password', label: '密码', onClick: reset },
          { key: 'status', label: '冻结', confirm: '确定冻结吗?', onClick: freeze },
        ]}
      />,
    );
    expect(screen.getAllByText(/^(编辑|详情|密码|冻结|删除)$/).map((e) => e.textContent)).toEqual([
      '编辑',
      '详情',
      '密码',
      '冻结',
      '删除',
    ]);
    fireEvent.click(screen.getByText('密码'));
    expect(reset).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByText('冻结'));
    expect(freeze).not.toHaveBeenCalled();
    expect(await screen.findByText('确定冻结吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(freeze).toHaveBeenCalledOnce();
  });

  it('without edit and delete rights only 详情 and the page actions show', () => {
    render(
      <RowActions
        row={{ id: 'u1' }}
        can={{ ...all, edit: false, delete: false }}
        onEdit={vi.fn()}
        onDetail={vi.fn()}
        onDelete={vi.fn()}
        extra={[{ key: 'password', label: '密码', onClick: vi.fn() }]}
      />,
    );
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getByText('密码')).toBeTruthy();
  });
});
