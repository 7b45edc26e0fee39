import sanitize from 'sanitize-html';

/**
 * A stored file of the websites' folder as rich text names it: the back office's session address, or the public
 * address the delivery API rewrites it to (`publicHtml`), which the rendered site prints through this sanitiser too.
 */
const ownFile = (extensions: string) =>
  new RegExp(`^/(?:system-api/sys/common/static|api/public/[\\w-]+/file)/cms/\\d{8}/[0-9a-f]{32}\\.(?:${extensions})$`);
const OWN_VIDEO = ownFile('mp4');
const OWN_IMAGE = ownFile('png|jpe?g|gif|webp');

const PIXELS = [/^\d{1,5}(\.\d+)?px$/];
const ALIGNED = { 'text-align': [/^(left|right|center|justify)$/] };

/** A video plays our own stored mp4 (with our own image as poster) and always shows its controls. */
function videoAttributes(attribs: sanitize.Attributes): sanitize.Attributes {
  const own = Object.entries(attribs).filter(([name, value]) =>
    name === 'src' ? OWN_VIDEO.test(value) : name === 'poster' ? OWN_IMAGE.test(value) : true,
  );
  return { ...Object.fromEntries(own), controls: '' };
}

/**
 * Allow-list sanitising of rich text (SECURITY §6): what the rich-text editor emits survives — tiptap's starter kit
 * with links and images, tables, text alignment, and videos of our own stored files; everything else — scripts,
 * event handlers, styles other than alignment and table widths, frames, forms, `javascript:` and `data:` URLs, media
 * from elsewhere — is dropped. Links and images may point to http(s) addresses or to paths of this site (our uploads).
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
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'video',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    code: ['class'],
    ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['style']])),
    table: ['style'],
    col: ['style', 'span'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    video: ['src', 'poster', 'controls', { name: 'preload', multiple: false, values: ['metadata', 'none'] }],
  },
  allowedStyles: {
    ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ALIGNED])),
    table: { width: PIXELS, 'min-width': PIXELS },
    col: { width: PIXELS, 'min-width': PIXELS },
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
    video: (tagName, attribs) => ({ tagName, attribs: videoAttributes(attribs) }),
    // Only a new tab as target, and then the page it opens gets no handle on ours.
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href ? { href } : {}),
        ...(target === '_blank' ? { target, rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
};

/** A stored file's address without a `token` parameter. */
export const withoutToken = (src: string) =>
  src.replace(/([?&])token=[^&#]*&?/, (_m, sep: string) => sep).replace(/[?&](#|$)/, '$1');

/** Clean HTML of a rich-text value; the empty string when nothing allowed is left. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
