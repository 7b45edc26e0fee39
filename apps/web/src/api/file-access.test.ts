import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';
import { ensureFileAccess } from './file-access';

describe('ensureFileAccess', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the file cookie with the token header, once until it is due, and never rejects', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await ensureFileAccess();
    expect(fetch).not.toHaveBeenCalled(); // signed out: nothing to ask
    writeStored(ACCESS_TOKEN, 'tk');
    await ensureFileAccess();
    await ensureFileAccess();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/system-api/sys/common/file-access');
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', headers: { 'X-Access-Token': 'tk' } });
    expect(String(fetch.mock.calls[0][0])).not.toContain('tk');
    fetch.mockRejectedValueOnce(new Error('offline'));
    await expect(ensureFileAccess({ force: true })).resolves.toBeUndefined();
    await ensureFileAccess();
    expect(fetch).toHaveBeenCalledTimes(3); // a failure is retried at the next need
    writeStored(ACCESS_TOKEN, 'tk2');
    await ensureFileAccess();
    expect(fetch).toHaveBeenCalledTimes(4); // another sign-in: a cookie of its own at once
    expect(fetch.mock.calls[3][1]).toMatchObject({ headers: { 'X-Access-Token': 'tk2' } });
  });
});
