/** An editor with nothing typed holds '<p></p>': that is stored as empty. */
export function htmlValue(html: string): string {
  return /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i.test(html.trim()) ? '' : html;
}

/** A link target the editor accepts: http(s), mailto, or a site-relative path — never javascript: or data:. */
export function safeLinkHref(raw: string | null | undefined): string | null {
  const href = raw?.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'))) return href;
  return null;
}
