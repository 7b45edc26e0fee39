import DOMPurify from 'dompurify';

/**
 * Rich text (announcement bodies, content fields) made safe to render: the server sanitises rich text on write,
 * and the client does again (older rows, or a body written around the API, must not run script in every user's
 * browser).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
