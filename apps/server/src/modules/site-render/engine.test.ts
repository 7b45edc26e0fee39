import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { templateEngine } from './engine.js';

const render = async (source: string, data: Record<string, unknown> = {}) =>
  templateEngine({ ...DEFAULT_TEMPLATES, page: source }).renderFile('page', data);

describe('sandboxed template engine', () => {
  const evil = { title: '<script>alert(1)</script>', body: '<img src=x onerror=alert(1)>' };

  it('escapes every field through echo, capture and filters; raw prints the rich-text allow-list only', async () => {
    const out = await render(
      '{{ item.title }}|{{ item.body | raw }}|{% echo item.title %}|{% capture c %}{{ item.body }}{% endcapture %}{{ c }}|{{ item.title | upcase }}',
      { item: evil },
    );
    expect(out).not.toMatch(/<script|<img[^>]*onerror/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const rich = await render('{{ item.body | raw }}', {
      item: { body: '<p>正文<a href="javascript:alert(1)">x</a><iframe src="/x"></iframe></p>' },
    });
    expect(rich).toBe('<p>正文<a>x</a></p>');
  });

  it('reaches no process, global, prototype or constructor', async () => {
    const out = await render(
      '[{{ process }}][{{ process.env.HOME }}][{{ global.process }}][{{ item.constructor }}][{{ item.constructor.constructor }}][{{ item.__proto__ }}][{{ "x".constructor }}]',
      { item: evil },
    );
    expect(out).toBe('[][][][][][][]');
    expect(out).not.toContain(process.env.HOME ?? '/root');
  });

  it('reads no file: include, render and layout of a path fail', async () => {
    for (const source of [
      "{% include '/etc/passwd' %}",
      "{% render '/etc/passwd' %}",
      "{% include '../../../../etc/passwd' %}",
      "{% layout '/etc/hostname' %}x",
      "{% assign p = '/etc/passwd' %}{% include p %}",
    ]) {
      await expect(render(source), source).rejects.toThrow();
    }
  });

  it('stops a runaway loop at the time limit', async () => {
    const source = '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ a }}{% endfor %}{% endfor %}';
    await expect(render(source)).rejects.toThrow(/limit|exceed/i);
  }, 10_000);

  it('refuses unknown filters', async () => {
    await expect(render('{{ 1 | nosuchfilter }}')).rejects.toThrow();
  });
});
