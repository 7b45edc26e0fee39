import { describe, expect, it } from 'vitest';
import { fileAccessUrl } from './file-url';

describe('fileAccessUrl', () => {
  it('prefixes stored paths with the file domain and leaves absolute URLs alone', () => {
    expect(fileAccessUrl('upload/a.png')).toBe('/system-api/sys/common/static/upload/a.png');
    expect(fileAccessUrl('/upload/a.png')).toBe('/system-api/sys/common/static/upload/a.png');
    expect(fileAccessUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(fileAccessUrl(null)).toBe('');
  });
});
