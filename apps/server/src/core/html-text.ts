const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, in element content and in quoted attributes alike. */
export const escapeHtml = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Plain text as HTML: escaped, its line breaks kept. */
export const textToHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');

/** A tag or a comment: what makes a value markup rather than text (a lone `<`, as in `价格<100元`, is text). */
const MARKUP = /<\/?[a-z][^>]*>|<!--/i;

export const hasMarkup = (text: string) => MARKUP.test(text);
