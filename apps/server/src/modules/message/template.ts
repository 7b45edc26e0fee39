import { escapeHtml, hasMarkup, textToHtml } from '../../core/html-text.js';
import { sanitizeHtml } from '../../core/sanitize-html.js';

const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.]*)\s*\}/g;

/**
 * Fills `${name}` placeholders of a template from `data` by plain lookup (never evaluated: `${1+1}` or
 * `${constructor}` stay text or empty). A missing or non-scalar value leaves the placeholder empty.
 */
export function renderTemplate(content: string, data: Readonly<Record<string, unknown>>): string {
  return content.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(data, name) ? data[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  });
}

/**
 * The HTML body of an e-mail from a template: the template is configuration (HTML, or text whose line breaks are
 * kept), every value is escaped before it is placed, and the result goes through the rich-text sanitiser.
 */
export function renderHtmlTemplate(content: string, data: Readonly<Record<string, unknown>>): string {
  const escaped = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]),
  );
  return sanitizeHtml(renderTemplate(hasMarkup(content) ? content : textToHtml(content), escaped));
}
