import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../api/auth';
import { feedback } from '../utils/feedback';
import { writeStored } from './expiring-storage';
import { LOGOUT_FAILURE_MS, logoutAndReload, useSession } from './session';
import { ACCESS_TOKEN } from './storage-keys';

vi.mock('../api/auth', () => ({ logout: vi.fn(), userPermissions: vi.fn() }));
const serverLogout = vi.mocked(logout);

describe('logout (spec §4, §8)', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    serverLogout.mockReset();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
    writeStored(ACCESS_TOKEN, 'tok', 60_000);
    useSession.setState({ token: 'tok' });
  });

  it('shows the failure, still clears the session and opens the login page', async () => {
    serverLogout.mockRejectedValue(
      Object.assign(new Error('x'), { failure: { status: 500, serverMessage: '服务忙' } }),
    );
    const error = vi.spyOn(feedback.message, 'error').mockReturnValue(undefined as never);
    const done = logoutAndReload();
    await vi.advanceTimersByTimeAsync(LOGOUT_FAILURE_MS);
    await done;
    expect(error).toHaveBeenCalledWith('服务忙');
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/user/login');
  });

  it('names a failure without a server message, and shows nothing on success', async () => {
    serverLogout.mockResolvedValueOnce({ success: false, message: '', code: 500, result: null, timestamp: 0 });
    expect(await useSession.getState().endSession()).toBe('退出登录失败');
    useSession.setState({ token: 'tok' });
    serverLogout.mockResolvedValueOnce({
      success: true,
      message: '退出登录成功！',
      code: 200,
      result: null,
      timestamp: 0,
    });
    expect(await useSession.getState().endSession()).toBeUndefined();
  });
});
