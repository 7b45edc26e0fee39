import { describe, expect, it } from 'vitest';
import type { PublicSite } from '../public/sites.js';
import { SiteSeo } from './seo.js';

const site = (code: string, language: string, domain: string | null): PublicSite => ({
  id: code,
  code,
  name: code,
  domain,
  language,
  logo: null,
});
const cn = site('cn', 'zh-CN', 'www.example.com.cn');
const en = site('en', 'en', 'https://www.example.com');
const uk = site('uk', 'en', 'www.example.co.uk');
const jp = site('jp', 'ja', null);
const seoOf = (publicUrl?: string) =>
  new SiteSeo({ list: async () => [cn, en, uk, jp], of: async () => cn }, publicUrl);

/** Canonical and language links: from configuration, one site per language, only where the page exists. */
describe('SiteSeo', () => {
  it('builds addresses from PUBLIC_URL when configured, else from each site’s 域名, else none', async () => {
    expect(seoOf().url(cn, '/product')).toBe('https://www.example.com.cn/site/cn/product');
    expect(seoOf().url(jp, '')).toBeUndefined();
    expect(seoOf('https://cms.example.org/base').url(cn, '')).toBe('https://cms.example.org/base/site/cn');
    expect(seoOf('https://cms.example.org/base').origins(en)).toEqual([
      'https://cms.example.org/base',
      'https://www.example.com',
    ]);
  });

  it('links one site per other language at the same path, the first of a language only', async () => {
    const { canonical, alternates } = await seoOf().links(cn, { path: '/downloads' });
    expect(canonical).toBe('https://www.example.com.cn/site/cn/downloads');
    expect(alternates).toEqual([
      {
        code: 'cn',
        language: 'zh-CN',
        path: '/site/cn/downloads',
        href: 'https://www.example.com.cn/site/cn/downloads',
        current: true,
      },
      {
        code: 'en',
        language: 'en',
        path: '/site/en/downloads',
        href: 'https://www.example.com/site/en/downloads',
        current: false,
      },
      // A site without an address is offered to visitors, never to crawlers.
      { code: 'jp', language: 'ja', path: '/site/jp/downloads', href: undefined, current: false },
    ]);
  });

  it('gives a row without a counterpart no alternates, and sends the language switch home', async () => {
    const { alternates } = await seoOf().links(cn, { path: '/ad/1', counterpart: async () => undefined });
    expect(alternates.map((a) => [a.path, a.href])).toEqual([
      ['/site/cn/ad/1', undefined],
      ['/site/en', undefined],
      ['/site/jp', undefined],
    ]);
    const found = await seoOf().links(cn, {
      path: '/product/1',
      counterpart: async (other) => (other.code === 'en' ? '/product/2' : undefined),
    });
    expect(found.alternates.map((a) => a.href)).toEqual([
      'https://www.example.com.cn/site/cn/product/1',
      'https://www.example.com/site/en/product/2',
      undefined,
    ]);
  });
});
