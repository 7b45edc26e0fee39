import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { withoutReferrerOverrides } from './referrer-overrides.js';

/** Every meta element and referrerpolicy attribute a browser would see, with scripts on and off. */
function overrides(html: string) {
  const found: string[] = [];
  for (const scriptingEnabled of [true, false]) {
    const walk = (node: object) => {
      const el = node as { tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: object[] };
      const attrs = el.attrs ?? [];
      if (el.tagName === 'meta') found.push(`meta ${attrs.map((a) => `${a.name}=${a.value}`).join(' ')}`);
      for (const a of attrs) if (a.name === 'referrerpolicy') found.push(`${el.tagName} referrerpolicy=${a.value}`);
      if (el.tagName === 'template') walk((node as { content: object }).content);
      for (const child of el.childNodes ?? []) walk(child);
    };
    walk(parse(html, { scriptingEnabled }));
  }
  return found;
}

describe('pages cannot weaken their referrer policy', () => {
  it('removes referrer meta elements however they are written, and leaves the rest byte for byte', () => {
    const html = [
      '<!doctype html><html><head><meta charset="utf-8"><meta name="referrer" content="unsafe-url">',
      '<META NAME=Referrer CONTENT=unsafe-url><meta content="unsafe-url"\r\n name="referrer"><title>t</title></head>',
      '<body><p>正文 <b>粗</b></p><meta name=" referrer " content="origin"><meta name="description" content="d">',
      '<noscript><meta name="referrer" content="unsafe-url"></noscript>',
      '<template><meta name="referrer" content="unsafe-url"></template>',
      '<svg><meta name="referrer" content="unsafe-url"></svg></body></html>',
    ].join('');
    const out = withoutReferrerOverrides(html);
    expect(overrides(out)).toEqual([
      'meta charset=utf-8',
      'meta name=description content=d',
      'meta charset=utf-8',
      'meta name=description content=d',
    ]);
    expect(out).toContain('<title>t</title></head><body><p>正文 <b>粗</b></p>');
    expect(out).toContain('<meta charset="utf-8">');
  });

  it('drops referrerpolicy attributes, repeated ones too, keeping what the element was', () => {
    const html =
      '<img src="/a.png" referrerpolicy="no-referrer" referrerpolicy="unsafe-url" alt="a&amp;b">' +
      '<a href="https://x.example/?q=1&amp;r=2" REFERRERPOLICY=unsafe-url title="</noscript><p>">x</a>' +
      '<svg><a href="#" referrerpolicy="unsafe-url"/></svg>';
    const out = withoutReferrerOverrides(html);
    expect(overrides(out)).toEqual([]);
    expect(out).toContain('<img src="/a.png" alt="a&amp;b">');
    expect(out).toContain('<a href="https://x.example/?q=1&amp;r=2" title="&lt;/noscript&gt;&lt;p&gt;">x</a>');
    expect(out).toContain('<a href="#" />');
  });

  it('cannot be tricked into joining text into a new element', () => {
    const html =
      '<<meta name=referrer content=no-referrer>meta name=referrer content=unsafe-url>' +
      '<noscript><img title="</noscript><meta name=referrer content=unsafe-url>" referrerpolicy=unsafe-url></noscript>';
    const out = withoutReferrerOverrides(html);
    expect(overrides(out)).toEqual([]);
  });

  it('drops every http-equiv meta of a preview (a refresh elsewhere), and keeps a refresh of the public site', () => {
    const html = '<head><meta http-equiv="refresh" content="0;url=https://evil.example/"><meta charset="utf-8"></head>';
    expect(withoutReferrerOverrides(html, { httpEquiv: true })).not.toMatch(/refresh|evil/);
    expect(withoutReferrerOverrides(html)).toBe(html);
  });
});
