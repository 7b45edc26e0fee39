import sanitize from 'sanitize-html';

/**
 * Allow-list sanitising of rich text (SECURITY §6): what the rich-text editor (tiptap's starter kit with links and
 * images) emits survives; everything else — scripts, event handlers, styles, frames, forms, `javascript:` and
 * `data:` URLs — is dropped. Links and images may point to http(s) addresses or to paths of this site (our uploads).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these goes too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'title'],
  transformTags: {
    // A stored file shown in the editor carries the session's token in its address: never saved with the text.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: withoutToken(attribs.src ?? '') } }),
    // Only a new tab as target, and then the page it opens gets no handle on ours.
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href ? { href } : {}),
        ...(target === '_blank' ? { target, rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A stored file's address without a `token` parameter. */
export const withoutToken = (src: string) =>
  src.replace(/([?&])token=[^&#]*&?/, (_m, sep: string) => sep).replace(/[?&](#|$)/, '$1');

/** Clean HTML of a rich-text value; the empty string when nothing allowed is left. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
