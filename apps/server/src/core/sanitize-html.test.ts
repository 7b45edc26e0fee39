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
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
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

describe('sanitizeHtml: what the editor writes beyond text (tables, alignment, videos of our own files)', () => {
  const file = (ext: string) => `/system-api/sys/common/static/cms/20261127/0123456789abcdef0123456789abcdef.${ext}`;
  const publicFile = (ext: string) => `/api/public/cn/file/cms/20261127/0123456789abcdef0123456789abcdef.${ext}`;

  it('keeps tables as the editor writes them: header cells, spans, column widths', () => {
    const html =
      '<table style="min-width:75px"><colgroup><col style="width:120px" /><col style="min-width:25px" /></colgroup>' +
      '<tbody><tr><th colspan="2" rowspan="1"><p>参数</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1" colwidth="120"><p>尺寸</p></td><td colspan="1" rowspan="2"><p>46 mm</p></td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
    );
  });

  it('keeps text alignment and nothing else of a style', () => {
    expect(sanitizeHtml('<p style="text-align: center">中</p><h2 style="text-align: right">右</h2>')).toBe(
      '<p style="text-align:center">中</p><h2 style="text-align:right">右</h2>',
    );
    // As tiptap writes it.
    expect(sanitizeHtml('<p style="text-align: justify;">两端</p>')).toBe('<p style="text-align:justify">两端</p>');
    expect(sanitizeHtml('<p style="text-align: center; position: fixed; inset: 0">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
    expect(sanitizeHtml('<p style="text-align: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(
      sanitizeHtml('<table style="width: calc(100vw); background: url(x)"><tbody><tr><td>c</td></tr></tbody></table>'),
    ).toBe('<table><tbody><tr><td>c</td></tr></tbody></table>');
  });

  it('keeps a video of our own stored files with its poster, as the editor and the public side write it', () => {
    const video = `<video controls preload="metadata" src="${file('mp4')}" poster="${file('jpg')}"></video>`;
    expect(sanitizeHtml(video)).toBe(video);
    const rendered = `<video controls preload="metadata" src="${publicFile('mp4')}" poster="${publicFile('png')}"></video>`;
    expect(sanitizeHtml(rendered)).toBe(rendered);
    expect(sanitizeHtml(`<figure><video src="${file('mp4')}"></video><figcaption>演示</figcaption></figure>`)).toBe(
      `<figure><video src="${file('mp4')}" controls></video><figcaption>演示</figcaption></figure>`,
    );
  });

  it.each([
    ['<video src="https://evil.example/x.mp4" controls></video>', ''],
    ['<video src="javascript:alert(1)"></video>', ''],
    [`<video src="${file('mp4')}/../../../secret.mp4"></video>`, ''],
    [`<video src="${file('png')}"></video>`, ''],
    [
      `<video src="${file('mp4')}" poster="https://tracker.example/p.gif" autoplay onplay="alert(1)" loop muted></video>`,
      `<video src="${file('mp4')}" controls></video>`,
    ],
    [
      `<video src="${file('mp4')}"><source src="https://evil.example/x.mp4"><track src="x.vtt"></video>`,
      `<video src="${file('mp4')}" controls></video>`,
    ],
    ['<iframe src="/api/public/cn/video/1/stream"></iframe>', ''],
    ['<audio src="x.mp3" autoplay></audio>', ''],
    ['<td onclick="x()" style="background:red">c</td>', '<td>c</td>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});
