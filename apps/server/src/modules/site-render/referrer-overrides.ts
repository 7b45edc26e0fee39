import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { ApiError } from '../../core/errors.js';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** An edit of the page's source: the start tag at [start, end) becomes `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** What replaces a removed element: a comment cannot join the text around it into a new tag. */
const REMOVED = '<!---->';
const MAX_PASSES = 3;

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
/** Attribute values written back: no `<` or `>` left, so no markup can hide in them. */
const escapeAttr = (v: string) =>
  v.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

function isOverride(el: Element, httpEquiv: boolean): boolean {
  if (el.tagName !== 'meta') return false;
  if (attr(el, 'name')?.trim().toLowerCase() === 'referrer') return true;
  return httpEquiv && attr(el, 'http-equiv') !== undefined;
}

/** The start tag as the browser reads it (the first of repeated attributes wins), without `referrerpolicy`. */
function startTagWithout(el: Element, source: string, start: number, end: number): string {
  const attrs = el.attrs
    .filter((a) => a.name !== 'referrerpolicy')
    .map((a) => ` ${a.prefix ? `${a.prefix}:` : ''}${a.name}="${escapeAttr(a.value)}"`);
  const selfClosing = source.slice(start, end).endsWith('/>') ? ' /' : '';
  return `<${el.tagName}${attrs.join('')}${selfClosing}>`;
}

function collect(node: Node, source: string, httpEquiv: boolean, edits: Edit[]): void {
  if (isElement(node)) {
    const loc = node.sourceCodeLocation?.startTag;
    if (loc && isOverride(node, httpEquiv)) {
      edits.push({ start: loc.startOffset, end: loc.endOffset, text: REMOVED });
    } else if (loc && node.attrs.some((a) => a.name === 'referrerpolicy')) {
      edits.push({
        start: loc.startOffset,
        end: loc.endOffset,
        text: startTagWithout(node, source, loc.startOffset, loc.endOffset),
      });
    }
    if (node.tagName === 'template')
      collect((node as DefaultTreeAdapterTypes.Template).content, source, httpEquiv, edits);
  }
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, source, httpEquiv, edits);
}

/** Edits in order, one per place: an edit inside another goes; two that cross become one removal of both. */
function merged(edits: Edit[]): Edit[] {
  const out: Edit[] = [];
  for (const e of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = out[out.length - 1];
    if (last && e.start < last.end) {
      if (e.end > last.end) out[out.length - 1] = { start: last.start, end: e.end, text: REMOVED };
      continue;
    }
    out.push(e);
  }
  return out;
}

/**
 * The edits a page needs, read as a browser with scripts reads it and as one without (`noscript` holds elements
 * then): nothing either of them would apply may stay. Without a `noscript` element both read the same.
 */
function editsOf(html: string, httpEquiv: boolean): Edit[] {
  const edits: Edit[] = [];
  const readings = /<noscript/i.test(html) ? [true, false] : [true];
  for (const scriptingEnabled of readings) {
    collect(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled }), html, httpEquiv, edits);
  }
  return merged(edits);
}

/**
 * A page rendered from templates editors write, unable to weaken the `Referrer-Policy: no-referrer` it is served
 * with: `<meta name="referrer">` elements go (a browser prefers them to the header), and so does every element's
 * `referrerpolicy` attribute; `httpEquiv` (previews) drops every `<meta http-equiv>` too (a refresh elsewhere).
 * The page is read by a conforming HTML parser (parse5), so no spelling, case, quoting or nesting hides an element;
 * the rest of the page is left byte for byte.
 */
export function withoutReferrerOverrides(html: string, { httpEquiv = false } = {}): string {
  let out = html;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const edits = editsOf(out, httpEquiv);
    if (!edits.length) return out;
    let next = '';
    let at = 0;
    for (const e of edits) {
      next += out.slice(at, e.start) + e.text;
      at = e.end;
    }
    out = next + out.slice(at);
  }
  if (editsOf(out, httpEquiv).length) throw new ApiError('页面包含无法安全显示的内容', 500, 500);
  return out;
}
