import type { FileAccess } from '../../core/files/file-access.js';

/**
 * A preview page with its site's public file addresses (`/api/public/{site}/file/{key}`, 404 until the row is
 * published) turned into addresses of the session file route signed for that key and a short time, so the staff
 * member's preview window shows a draft's images without making them public. `api` is the API prefix the file route
 * is mounted under.
 */
export function withSignedFiles(html: string, siteCode: string, files: FileAccess, api: string): string {
  const site = siteCode.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const publicFile = new RegExp(`/api/public/${site}/file/([a-z]+/\\d{8}/[0-9a-f]{32}\\.[a-z0-9]{1,8})`, 'g');
  return html.replace(
    publicFile,
    (_m, key: string) => `${api}/sys/common/static/${key}?sig=${encodeURIComponent(files.signKey(key))}`,
  );
}
