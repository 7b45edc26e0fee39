import { FILE_DOMAIN } from '../../config';

/**
 * An editor with nothing typed holds '<p></p>': that is stored as empty. The empty paragraph the editor keeps at
 * the end (to write after a table or a video) is not stored either.
 */
export function htmlValue(html: string): string {
  const trimmed = html.trim();
  return /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i.test(trimmed) ? '' : trimmed.replace(/(<p><\/p>)+$/, '');
}

/** A link target the editor accepts: http(s), mailto, or a site-relative path — never javascript: or data:. */
export function safeLinkHref(raw: string | null | undefined): string | null {
  const href = raw?.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'))) return href;
  return null;
}

const STORED_KEY = /^cms\/\d{8}\/[0-9a-f]{32}\.([a-z0-9]{1,8})$/;

/**
 * The address of a stored file of the websites' folder (`cms`) as the editor writes it (relative, no query), when
 * `src` is one — also written absolute on this origin, as a page copied from the back office carries it. The server
 * keeps videos and posters only at such addresses.
 */
export function ownFileUrl(src: string | null | undefined, extensions?: readonly string[]): string | null {
  if (!src) return null;
  const base = `${FILE_DOMAIN.replace(/\/+$/, '')}/`;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const relative = origin && src.startsWith(`${origin}/`) && !/^https?:/i.test(base) ? src.slice(origin.length) : src;
  if (!relative.startsWith(base)) return null;
  const key = relative.slice(base.length).split(/[?#]/)[0];
  const ext = STORED_KEY.exec(key)?.[1];
  return ext && (!extensions || extensions.includes(ext)) ? `${base}${key}` : null;
}

export const VIDEO_EXTENSIONS = ['mp4'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
