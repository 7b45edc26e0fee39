import { FILE_DOMAIN } from '../config';

/**
 * Stored file paths that are not absolute URLs are served from the configured file domain (spec §7). Every upload
 * folder needs a session (SECURITY §4); a plain link or <img> cannot send the token header, so the browser carries
 * the server's file cookie instead (`api/file-access.ts`): no session token ever rides in a file's address.
 */
export function fileAccessUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${FILE_DOMAIN.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Rich text as it is saved: stored files' addresses without a token (older content showed them with one). */
export function withoutSessionTokens(html: string): string {
  return html.replace(/(\/sys\/common\/static\/[^"'?\s]+)\?token=[^"'&\s]*/g, '$1');
}
