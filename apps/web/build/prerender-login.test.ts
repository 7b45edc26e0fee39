import { describe, expect, it } from 'vitest';
import { composeLoginPage, withListShells, withShellCss } from './prerender-login';

const INDEX = [
  '<!doctype html><html><head>',
  '<script type="module" async crossorigin src="/assets/early-1.js"></script>',
  '<script type="module" crossorigin src="/assets/index-2.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-3.js">',
  '<link rel="modulepreload" crossorigin href="/assets/antd-4.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-5.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the prerendered login page', () => {
  const page = composeLoginPage(
    INDEX,
    { html: '<form class="f"><input type="password"><button type="submit">确定</button></form>', themeCss: '' },
    '.f{--used:1px;--unused:2px;margin:var(--used)}.absent{color:red}',
  );

  it('keeps the app off the critical path: no entry script and no preloads, only their names for the early script', () => {
    expect(page).not.toMatch(/src="\/assets\/index-2\.js"|rel="modulepreload"/);
    expect(page).toContain('src="/assets/early-1.js"');
    const json = /<script type="application\/json" id="app-entry">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      entry: '/assets/index-2.js',
      preloads: ['/assets/react-3.js', '/assets/antd-4.js'],
    });
  });

  it('inlines only the CSS the markup uses, defers the stylesheet and cannot submit natively', () => {
    expect(page).toContain('<style>.f{--used:1px;margin:var(--used)}</style>');
    expect(page).toContain('media="print" data-deferred');
    expect(page).toContain('<button type="button" data-submit>确定</button>');
  });
});

describe('index.html with the list shells', () => {
  const shells = withShellCss(
    { pages: {}, themeCss: '.t{--a:1px}', cssVar: 'v', hash: 'h' },
    '<table class="ant-table"></table>',
    '.ant-table{margin:var(--a)}.ant-modal{color:red}body{margin:0}',
  );

  it('gives the shells only the CSS their markup uses, with the theme variables it reads', () => {
    expect(shells.themeCss).toBe('.ant-table{margin:var(--a)}body{margin:0}.t{--a:1px}');
  });

  it('asks early from an inline script after the manifest, and the full stylesheet does not block the paint', () => {
    const page = withListShells(INDEX, shells, '<script>early()</script>');
    expect(page).toMatch(
      /<head><script type="application\/json" id="list-shells">.*?<\/script><script>early\(\)<\/script>/,
    );
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-5.css" media="print" data-deferred>',
    );
    expect(page).not.toContain('src="/assets/index-2.js"');
  });
});
