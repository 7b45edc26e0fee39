import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** A file's version as far as the file system tells (inode, size, modification time); '' when it is missing. */
export function fileStamp(file: string): string {
  try {
    const s = statSync(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return '';
  }
}

/**
 * The inline scripts of the web folder's pages (index.html and the prerendered pages), as the policy allows them by
 * hash: read again when a page changed on disk, so a web app rebuilt while the server runs keeps its early script.
 * `sources(true)` looks at the files now (a page about to be served); otherwise at most once per `maxAgeMs`. The
 * answer is the same array as long as nothing changed.
 */
export class WebInlineScripts {
  private stamp: string | undefined;
  private current: readonly string[] = [];
  private pages: string[] = [];
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly webDir: string | undefined,
    private readonly maxAgeMs = 1_000,
  ) {}

  sources(fresh = false): readonly string[] {
    if (!this.webDir) return this.current;
    const now = Date.now();
    if (!fresh && now - this.checkedAt < this.maxAgeMs) return this.current;
    this.checkedAt = now;
    const prerendered = join(this.webDir, 'prerendered');
    const stamp = [join(this.webDir, 'index.html'), prerendered, ...this.pages].map(fileStamp).join('|');
    if (stamp === this.stamp) return this.current;
    let listed: string[] = [];
    try {
      listed = readdirSync(prerendered).filter((name) => name.endsWith('.html'));
    } catch {}
    this.pages = listed.map((name) => join(prerendered, name));
    // Stamped before reading: a page written meanwhile differs from this stamp and is read again next time.
    this.stamp = [join(this.webDir, 'index.html'), prerendered, ...this.pages].map(fileStamp).join('|');
    const html = [join(this.webDir, 'index.html'), ...this.pages].flatMap((file) => {
      try {
        return [readFileSync(file, 'utf8')];
      } catch {
        return [];
      }
    });
    this.current = [...new Set(html.flatMap(inlineScriptSources))];
    return this.current;
  }
}
