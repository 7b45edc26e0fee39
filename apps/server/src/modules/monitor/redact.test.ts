import { describe, expect, it } from 'vitest';
import { keptHeaders, MASK, maskParams, redactUrl, secretParams } from './redact.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJhYmMifQ.c2lnbmF0dXJl';

describe('trace redaction', () => {
  it('masks every credential-like query parameter, by name or by value', () => {
    const secret = [
      'token',
      'access_token',
      'X-Access-Token',
      'refresh_token',
      'sign',
      'X-Sign',
      'signature',
      'sig',
      'password',
      'oldpassword',
      'pwd',
      'secret',
      'client_secret',
      'ticket',
      'auth',
      'session',
      'sessionId',
      'jwt',
      'captcha',
      'checkKey',
      'smsCode',
      'apiKey',
      'api_key',
      'key',
      'sid',
      'code',
      '%74oken',
      'pass%77ord',
    ];
    for (const name of secret) expect(redactUrl(`/a?x=1&${name}=v4lue&y=2`), name).toBe(`/a?x=1&${name}=${MASK}&y=2`);
    expect(redactUrl(`/a?whatever=${JWT}`)).toBe(`/a?whatever=${MASK}`);
    expect(redactUrl(`/a?h=Bearer%20${JWT}`)).toBe(`/a?h=${MASK}`);
  });

  it('keeps the rest of the URL as it was', () => {
    for (const url of [
      '/system-api/sys/user/list?pageNo=1&pageSize=10&_t=1795783445',
      '/a?dictCode=sex&column=createTime&order=desc',
      '/a?author=%E7%8E%8B&design=1&assignee=u',
      '/a',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('keeps only allow-listed headers, never a token, cookie or signature', () => {
    const kept = keptHeaders({
      host: 'h',
      'user-agent': 'ua',
      referer: `http://h/p?token=${JWT}&page=2`,
      'x-access-token': JWT,
      authorization: `Bearer ${JWT}`,
      cookie: 'a=b',
      'x-sign': 's',
      'sec-websocket-protocol': JWT,
      'x-custom': 'c',
      origin: JWT,
    });
    expect(kept).toEqual({ host: 'h', 'user-agent': 'ua', referer: `http://h/p?token=${MASK}&page=2`, origin: MASK });
  });

  it('masks credential-like route parameters in the path', () => {
    expect(secretParams('/sys/thirdLogin/getLoginUser/:token/:thirdType')).toEqual(['token']);
    expect(secretParams('/sys/dict/getDictItems/:dictCode')).toEqual([]);
    expect(maskParams('/sys/thirdLogin/getLoginUser/abc.def/github', { token: 'abc.def' }, ['token'])).toBe(
      `/sys/thirdLogin/getLoginUser/${MASK}/github`,
    );
  });
});
