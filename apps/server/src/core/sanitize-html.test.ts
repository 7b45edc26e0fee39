import { entity } from '@yunzhan/common/entities/define';
import { richText, text } from '@yunzhan/common/entities/fields';
import { describe, expect, it } from 'vitest';
import { readInput } from './crud/input.js';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps what the rich-text editor emits (void elements written self-closed)', () => {
    const html =
      '<h2>标题</h2><p>一段<strong>粗体</strong><em>斜体</em><s>删除</s><u>下划线</u><code>x</code></p>' +
      '<blockquote><p>引用</p></blockquote><ul><li><p>一</p></li></ul><ol start="3"><li><p>二</p></li></ol>' +
      '<pre><code class="language-js">a &lt; b</code></pre><hr /><p>换<br />行</p>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>' +
      '<img src="/system-api/sys/common/static/cms/20261125/0123456789abcdef0123456789abcdef.png" alt="图" />' +
      '<img src="https://cdn.example.com/x.jpg" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<p onclick="alert(1)" onmouseover="x()">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['<style>body{background:url("javascript:alert(1)")}</style><p>s</p>', '<p>s</p>'],
    ['<div style="position:fixed;inset:0">overlay</div>', 'overlay'],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<a href="https://ok.example" target="_top">x</a>', '<a href="https://ok.example">x</a>'],
    ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=x">', ''],
    ['<p class="evil" id="x">c</p>', '<p>c</p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe('richText fields in the engine input (add, edit and import all read through it)', () => {
  const note = entity({
    name: 'test.note',
    table: 'test_note',
    apiBase: '/test/note',
    permPrefix: 'test:note',
    title: '测试',
    fields: { title: text({ label: '标题' }), body: richText({ label: '正文', required: true }) },
  });
  const noDict = () => undefined;

  it('stores the sanitised HTML and leaves other text fields as sent', () => {
    const values = readInput(
      note,
      { title: '<b>t</b>', body: '<p onclick="x()">hi<script>1</script></p>' },
      'add',
      noDict,
    );
    expect(values).toEqual({ title: '<b>t</b>', body: '<p>hi</p>' });
    expect(readInput(note, { body: '<img src=x onerror=alert(1)>ok' }, 'edit', noDict)).toEqual({
      body: '<img src="x" />ok',
    });
  });

  it('never stores the session token of an image address the editor showed', () => {
    const src = '/system-api/sys/common/static/cms/20261125/0123456789abcdef0123456789abcdef.png';
    expect(sanitizeHtml(`<img src="${src}?token=secret-token" alt="图" />`)).toBe(`<img src="${src}" alt="图" />`);
    expect(sanitizeHtml(`<img src="${src}?w=1&amp;token=t" />`)).toBe(`<img src="${src}?w=1" />`);
  });

  it('treats a body with nothing allowed left as empty', () => {
    expect(() => readInput(note, { body: '<script>alert(1)</script>' }, 'add', noDict)).toThrow('正文不能为空');
  });
});
