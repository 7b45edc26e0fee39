import { describe, expect, it } from 'vitest';
import { isLoginSuccess, loginFailure } from './login-errors';

describe('login result codes (spec §8)', () => {
  it('maps the codes to the catalogue', () => {
    expect(loginFailure({ code: 1001, message: 'x' })).toEqual({ key: 'login.code1001' });
    expect(loginFailure({ code: 1006, message: 'x' })).toEqual({ key: 'login.code1006' });
  });

  it('shows the server message for other failures', () => {
    expect(loginFailure({ code: 500, message: '您的角色尚未分配站点' })).toEqual({ text: '您的角色尚未分配站点' });
    expect(loginFailure(undefined)).toEqual({ key: 'login.requestFailed' });
  });

  it('succeeds only with code 200', () => {
    expect(isLoginSuccess({ success: true, code: 200 })).toBe(true);
    expect(isLoginSuccess({ success: true, code: 0 })).toBe(false);
  });
});
