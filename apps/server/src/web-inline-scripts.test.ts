import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, WebInlineScripts } from './web-inline-scripts.js';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inline scripts allowed by the Content-Security-Policy', () => {
  it('hashes the scripts that run, not data blocks nor scripts loaded from a file', () => {
    const html =
      '<head><script type="application/json" id="m">{"a":1}</script><script>early()</script>' +
      '<script type="module" src="/assets/a.js"></script><script async src="/b.js"></script></head>' +
      '<body><script>late("é")</script></body>';
    expect(inlineScriptSources(html)).toEqual([sha('early()'), sha('late("é")')]);
  });
});

describe('the inline scripts of the web folder as it is on disk', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  /** A web folder whose index.html runs `index` and whose prerendered login page runs `login`. */
  const folder = (index: string, login: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'yunzhan-inline-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), `<script>${index}</script>`);
    writeFileSync(join(dir, 'prerendered', 'user-login.html'), `<script>${login}</script>`);
    return dir;
  };
  /** Rewrites a page as a build does (a later modification time). */
  const rebuild = (file: string, script: string, secondsLater: number) => {
    writeFileSync(file, `<script>${script}</script>`);
    const at = new Date(Date.now() + secondsLater * 1000);
    utimesSync(file, at, at);
  };

  it('reads index.html and the prerendered pages, and answers the same list while nothing changed', () => {
    const scripts = new WebInlineScripts(folder('a()', 'b()'));
    const first = scripts.sources(true);
    expect([...first].sort()).toEqual([sha('a()'), sha('b()')].sort());
    expect(scripts.sources(true)).toBe(first);
  });

  it('reads a page again when it changed on disk: at once for a page request, else after its interval', () => {
    const dir = folder('a()', 'b()');
    const scripts = new WebInlineScripts(dir, 60_000);
    scripts.sources(true);
    rebuild(join(dir, 'index.html'), 'a2()', 5);
    // Within the interval another request keeps the list it has; a page about to be served looks now.
    expect(scripts.sources()).toContain(sha('a()'));
    expect(scripts.sources(true)).toContain(sha('a2()'));
    expect(scripts.sources(true)).not.toContain(sha('a()'));
    rebuild(join(dir, 'prerendered', 'user-login.html'), 'b2()', 10);
    const eager = new WebInlineScripts(dir, 0);
    eager.sources();
    rebuild(join(dir, 'prerendered', 'user-login.html'), 'b3()', 15);
    expect(eager.sources()).toContain(sha('b3()'));
  });

  it('has none without a web folder or its pages', () => {
    expect(new WebInlineScripts(undefined).sources(true)).toEqual([]);
    expect(new WebInlineScripts(join(tmpdir(), 'yunzhan-no-such-web')).sources(true)).toEqual([]);
  });
});
