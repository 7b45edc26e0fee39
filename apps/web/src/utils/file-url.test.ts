import { afterEach, describe, expect, it } from 'vitest';
import { writeStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';
import { fileAccessUrl, withoutSessionTokens } from './file-url';

describe('fileAccessUrl', () => {
  afterEach(() => localStorage.clear());

  it('prefixes stored paths with the file domain and leaves absolute URLs alone', () => {
    expect(fileAccessUrl('upload/a.png')).toBe('/system-api/sys/common/static/upload/a.png');
    expect(fileAccessUrl('/upload/a.png')).toBe('/system-api/sys/common/static/upload/a.png');
    expect(fileAccessUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(fileAccessUrl(null)).toBe('');
  });

  it('never puts the session token in a file address, avatars included', () => {
    writeStored(ACCESS_TOKEN, 'tk 1');
    expect(fileAccessUrl('cms/20261125/a.png')).toBe('/system-api/sys/common/static/cms/20261125/a.png');
    expect(fileAccessUrl('avatar/20261125/a.png')).toBe('/system-api/sys/common/static/avatar/20261125/a.png');
  });

  it('strips the token from rich text before it is saved', () => {
    const html = '<img src="/system-api/sys/common/static/cms/1/a.png?token=tk%201" alt="x"><a href="/x?token=k">k</a>';
    expect(withoutSessionTokens(html)).toBe(
      '<img src="/system-api/sys/common/static/cms/1/a.png" alt="x"><a href="/x?token=k">k</a>',
    );
  });
});
