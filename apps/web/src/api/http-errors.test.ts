import { describe, expect, it } from 'vitest';
import { catalogueKeyOf, reactionTo } from './http-errors';

describe('HTTP error catalogue (spec §8)', () => {
  it('maps statuses to their messages', () => {
    expect(reactionTo({ status: 403, serverMessage: '没有权限' }, true)).toEqual({
      kind: 'notify',
      messageKey: 'http.forbidden',
    });
    expect(reactionTo({ status: 404 }, true)).toEqual({ kind: 'notify', messageKey: 'http.notFound' });
    expect(reactionTo({ status: 504 }, true)).toEqual({ kind: 'notify', messageKey: 'http.timeout' });
    expect(reactionTo({ timedOut: true }, true)).toEqual({ kind: 'notify', messageKey: 'http.timeout' });
  });

  it('401 logs out only a signed-in user', () => {
    expect(reactionTo({ status: 401 }, true)).toEqual({ kind: 'unauthorized', logout: true });
    expect(reactionTo({ status: 401, serverMessage: 'Token失效，请重新登录!' }, false)).toEqual({
      kind: 'unauthorized',
      logout: false,
    });
  });

  it('an expired token of a signed-in user opens the "登录已过期" modal (401 or 500)', () => {
    expect(reactionTo({ status: 401, serverMessage: 'Token失效，请重新登录!' }, true)).toEqual({
      kind: 'session-expired',
    });
    expect(reactionTo({ status: 500, serverMessage: 'Token失效，请重新登录' }, true)).toEqual({
      kind: 'session-expired',
    });
  });

  it('a required password change opens the password dialog instead of "拒绝访问"', () => {
    expect(reactionTo({ status: 403, serverMessage: '首次登录请先修改初始密码' }, true)).toEqual({
      kind: 'password-change-required',
    });
  });

  it('other statuses show the server message', () => {
    expect(reactionTo({ status: 500, serverMessage: '数据库中已存在该记录' }, true)).toEqual({
      kind: 'notify-text',
      text: '数据库中已存在该记录',
    });
  });

  it('a failure without a message of its own shows the catalogue’s, never nothing', () => {
    expect(reactionTo({ status: 409 }, true)).toEqual({ kind: 'notify', messageKey: 'http.requestFailed' });
    expect(reactionTo({ status: 502 }, true)).toEqual({ kind: 'notify', messageKey: 'http.requestFailed' });
    expect(reactionTo({ status: 500 }, true)).toEqual({ kind: 'notify', messageKey: 'http.requestFailed' });
  });

  it('names the catalogue’s words of each failure', () => {
    expect(catalogueKeyOf({})).toBe('http.requestFailed');
    expect(catalogueKeyOf({ timedOut: true })).toBe('http.timeout');
    expect(catalogueKeyOf({ status: 504 })).toBe('http.timeout');
    expect(catalogueKeyOf({ status: 401 })).toBe('http.unauthorized');
    expect(catalogueKeyOf({ status: 403 })).toBe('http.forbidden');
    expect(catalogueKeyOf({ status: 404 })).toBe('http.notFound');
    expect(catalogueKeyOf({ status: 500 })).toBe('http.requestFailed');
  });

  it('no response at all is a failed request', () => {
    expect(reactionTo({}, true)).toEqual({ kind: 'notify', messageKey: 'http.requestFailed' });
  });
});
