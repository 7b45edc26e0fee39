import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Inline scripts that run: no `src`, and no `type` (data blocks such as `application/json` carry a type). */
const INLINE_SCRIPT = /<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` sources of the inline scripts of `html`, for the Content-Security-Policy's `script-src`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The inline scripts the build put into the web folder's pages (index.html and the prerendered pages): the policy
 * allows exactly these, by hash, and no other inline script.
 */
export function webInlineScriptSources(webDir: string | undefined): string[] {
  if (!webDir || !existsSync(webDir)) return [];
  const prerendered = join(webDir, 'prerendered');
  const pages = [
    join(webDir, 'index.html'),
    ...(existsSync(prerendered) ? readdirSync(prerendered).map((name) => join(prerendered, name)) : []),
  ].filter((file) => file.endsWith('.html') && existsSync(file));
  return [...new Set(pages.flatMap((file) => inlineScriptSources(readFileSync(file, 'utf8'))))];
}
