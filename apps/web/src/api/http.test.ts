import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../locales/i18n';
import { writeStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN, TENANT_ID } from '../stores/storage-keys';
import { addSessionHeaders, http } from './http';

const config = (method: string, url: string): InternalAxiosRequestConfig => ({
  method,
  url,
  headers: new AxiosHeaders(),
});

describe('request headers and parameters (spec §7)', () => {
  it('sends tenant-id 0 and no token without a session', () => {
    const out = addSessionHeaders(config('post', '/sys/login'));
    expect(out.headers.get('tenant-id')).toBe('0');
    expect(out.headers.has('X-Access-Token')).toBe(false);
  });

  it('sends the stored token and tenant', () => {
    writeStored(ACCESS_TOKEN, 'abc', 1000);
    writeStored(TENANT_ID, 7, 1000);
    const out = addSessionHeaders(config('get', '/sys/loginfo'));
    expect(out.headers.get('X-Access-Token')).toBe('abc');
    expect(out.headers.get('tenant-id')).toBe('7');
  });

  it('adds _t to GETs except dictionary items', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(addSessionHeaders(config('get', '/sys/loginfo')).params).toEqual({ _t: 1767225600 });
    expect(addSessionHeaders(config('get', '/sys/dict/getDictItems/sex')).params).toBeUndefined();
    expect(addSessionHeaders(config('post', '/sys/login')).params).toBeUndefined();
    vi.useRealTimers();
  });
});

describe('the message of a failed call (spec §8)', () => {
  /** A call answered by `answer` as axios's own adapters settle it: a status outside 2xx rejects. */
  const failing = (answer: { status: number; data?: unknown; contentType?: string } | 'network' | 'timeout') =>
    http.get('/sys/duplicate/check', {
      silent: true,
      adapter: async (config) => {
        if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
        if (answer === 'timeout') throw new AxiosError('timeout of 9000ms exceeded', 'ECONNABORTED', config);
        const response = {
          data: answer.data,
          status: answer.status,
          statusText: '',
          headers: { 'content-type': answer.contentType ?? 'application/json' },
          config,
        };
        throw new AxiosError(
          `Request failed with status code ${answer.status}`,
          AxiosError.ERR_BAD_RESPONSE,
          config,
          null,
          response,
        );
      },
    });
  const messageOf = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the call did not fail');
  };

  it('is the contract message of the body', async () => {
    const body = { success: false, message: '操作失败，请稍后再试', code: 500, result: null };
    expect(await messageOf(failing({ status: 500, data: body }))).toBe('操作失败，请稍后再试');
  });

  it('is the catalogue’s in the user’s language when the answer has none, never axios’s English', async () => {
    expect(await messageOf(failing({ status: 500, data: '<html>Bad Gateway</html>', contentType: 'text/html' }))).toBe(
      '请求出现错误，请稍后再试',
    );
    expect(await messageOf(failing({ status: 502 }))).toBe('请求出现错误，请稍后再试');
    expect(await messageOf(failing({ status: 404 }))).toBe('很抱歉，资源未找到!');
    expect(await messageOf(failing({ status: 403 }))).toBe('拒绝访问');
    expect(await messageOf(failing('network'))).toBe('请求出现错误，请稍后再试');
    expect(await messageOf(failing('timeout'))).toBe('网络超时');
    useLanguage.getState().setLanguage('en-US');
    expect(await messageOf(failing({ status: 502 }))).toBe('The request failed, please try again later');
    useLanguage.getState().setLanguage('zh-CN');
  });
});
