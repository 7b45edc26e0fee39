import { FILE_DOMAIN } from '../config';

/** Stored file paths that are not absolute URLs are served from the configured file domain (spec §7). */
export function fileAccessUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${FILE_DOMAIN.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
