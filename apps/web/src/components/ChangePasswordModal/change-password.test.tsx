import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePasswordDialog } from '../../stores/password-dialog';
import { useSession } from '../../stores/session';
import ChangePasswordModal from './index';

vi.mock('../../api/auth', async (original) => ({
  ...(await original<typeof import('../../api/auth')>()),
  updatePassword: vi.fn(),
}));

function renderDialog() {
  const router = createMemoryRouter([{ path: '/', element: <ChangePasswordModal /> }]);
  render(<RouterProvider router={router} />);
}

describe('<ChangePasswordModal> with invalid input', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
    act(() => usePasswordDialog.getState().close());
  });

  it('shows the messages under the fields and leaves no unhandled rejection', async () => {
    process.on('unhandledRejection', onRejection);
    useSession.setState({ userInfo: { username: 'admin' } as never });
    act(() => usePasswordDialog.getState().show());
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rejections).toEqual([]);
  });
});
