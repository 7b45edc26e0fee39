import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { writeStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN, TENANT_ID } from '../stores/storage-keys';
import { addSessionHeaders } from './http';

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
