import { describe, expect, it } from 'vitest';
import { browserOf } from './user-agent.js';

describe('browserOf', () => {
  it('names the browser and the system of common agents', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(browserOf(chrome)).toBe('Chrome 126 / Windows');
    expect(browserOf(`${chrome} Edg/126.0.2592.87`)).toBe('Edge 126 / Windows');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 / iOS');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 / Linux',
    );
    expect(browserOf('Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko')).toBe('IE 11 / Windows');
    expect(browserOf('curl/8.5.0')).toBe('未知');
    expect(browserOf(null)).toBe('未知');
  });
});
