import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RowActions from './RowActions';

const all = { add: true, edit: true, delete: true, deleteBatch: true, export: true, import: true };

/** Opens the row's 更多 menu (a hover, as JeecgBoot's) and answers its entries' texts. */
async function openMore(): Promise<string[]> {
  fireEvent.mouseEnter(screen.getByText('更多'));
  await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0));
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

describe('<RowActions>: the main action and 更多', () => {
  it('shows 编辑 and 更多 only; 详情, the page actions and 删除 are in the menu, in that order', async () => {
    const reset = vi.fn();
    const freeze = vi.fn();
    const remove = vi.fn();
    render(
      <RowActions
        row={{ id: 'u1' }}
        can={all}
        onEdit={vi.fn()}
        onDetail={vi.fn()}
        onDelete={remove}
        extra={[
          { key: 'password', label: '密码', onClick: reset },
          { key: 'status', label: '冻结', confirm: '确定冻结吗?', onClick: freeze },
        ]}
      />,
    );
    expect(screen.getByText('编辑')).toBeTruthy();
    for (const hidden of ['详情', '密码', '冻结', '删除']) expect(screen.queryByText(hidden)).toBeNull();
    expect(await openMore()).toEqual(['详情', '密码', '冻结', '删除']);

    fireEvent.click(screen.getByRole('menuitem', { name: '密码' }));
    expect(reset).toHaveBeenCalledOnce();

    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: '冻结' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('确定冻结吗?');
    expect(freeze).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(freeze).toHaveBeenCalledOnce());

    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)?.textContent).toContain('确定删除吗?'));
    expect(remove).not.toHaveBeenCalled();
  });

  it('without edit and delete rights 详情 is the main action and the page actions are under 更多', async () => {
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
    expect(screen.getByText('详情')).toBeTruthy();
    expect(await openMore()).toEqual(['密码']);
  });

  it('with nothing more to offer, no 更多', () => {
    const detail = vi.fn();
    render(
      <RowActions
        row={{ id: 'u1' }}
        can={{ ...all, edit: false, delete: false }}
        onEdit={vi.fn()}
        onDetail={detail}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.queryByText('更多')).toBeNull();
    fireEvent.click(screen.getByText('详情'));
    expect(detail).toHaveBeenCalledOnce();
  });

  it('a locked row keeps 编辑 in its place, disabled with the reason on hover, and offers no 删除', async () => {
    const edit = vi.fn();
    render(
      <RowActions
        row={{ id: 'p1' }}
        can={all}
        onEdit={edit}
        onDetail={vi.fn()}
        onDelete={vi.fn()}
        extra={[{ key: 'versions', label: '版本', onClick: vi.fn() }]}
        locked="审批中，不能编辑"
      />,
    );
    const link = screen.getByText('编辑').closest('a') as HTMLElement;
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(edit).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe('审批中，不能编辑');
    expect(await openMore()).toEqual(['详情', '版本']);
  });
});
