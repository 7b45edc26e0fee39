import { describe, expect, it } from 'vitest';
import { domainOrigin } from './mail-links.js';

describe("a site's 域名 as the origin of links", () => {
  it('takes the first host name, https unless the setting says http', () => {
    expect(domainOrigin('www.example.com.cn')).toBe('https://www.example.com.cn');
    expect(domainOrigin(' news.example.cn, www.example.cn')).toBe('https://news.example.cn');
    expect(domainOrigin('news.example.cn，www.example.cn')).toBe('https://news.example.cn');
    expect(domainOrigin('example.com:8443')).toBe('https://example.com:8443');
    expect(domainOrigin('http://intranet.example.cn')).toBe('http://intranet.example.cn');
    expect(domainOrigin('HTTPS://WWW.Example.COM/')).toBe('https://www.example.com');
  });

  it('has none for an empty or malformed setting', () => {
    for (const bad of [null, undefined, '', ' , ', 'example.com/path', 'u:p@example.com', 'ftp://x.cn', '[::1']) {
      expect(domainOrigin(bad), String(bad)).toBeUndefined();
    }
  });
});
