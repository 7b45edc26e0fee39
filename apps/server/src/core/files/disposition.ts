/**
 * `Content-Disposition` naming a download after its original name (RFC 6266 with RFC 5987's `filename*` for any
 * character; an ASCII `filename` for old clients, with everything else replaced by `_`).
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string | undefined): string {
  if (!name) return type;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
