import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './web-inline-scripts.js';

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
