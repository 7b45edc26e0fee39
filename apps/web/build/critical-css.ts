import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type Rule } from 'postcss';

/** States and parts a static page never shows at first paint: stripped before matching, so `a:hover` needs an `a`. */
const DYNAMIC_PSEUDO =
  /::?(?:before|after|placeholder|selection|hover|focus-visible|focus-within|focus|active|visited|link|autofill|-webkit-autofill|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)(?![\w-])/g;

function matches(document: Document, selector: string): boolean {
  const stripped = selector.replace(DYNAMIC_PSEUDO, '').trim();
  try {
    return !stripped || document.querySelector(stripped.replace(/([>+~])\s*$/, '$1 *')) !== null;
  } catch {
    // A selector jsdom cannot read is kept: a few bytes too many beat a missing style.
    return true;
  }
}

const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);

/**
 * The CSS a page needs for its first paint: the rules of `css` with their selectors that match an element of `html`
 * (ignoring hover, focus and pseudo-elements). Animations and empty blocks are dropped; the full stylesheet follows
 * without blocking the paint.
 */
export function criticalCss(html: string, css: string): string {
  const { document } = new JSDOM(html).window;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => matches(document, selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Twice: a block left empty by the first pass (an @layer holding only an emptied @media) goes in the second.
  for (let pass = 0; pass < 2; pass++) {
    root.walkAtRules((atRule) => {
      if (/keyframes$/i.test(atRule.name) || (atRule.nodes && atRule.nodes.length === 0)) atRule.remove();
    });
  }
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString();
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencedVariables = (value: string) => [...value.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');

/**
 * `css` without the custom properties nothing reads: a theme defines hundreds of them (~24 KB for antd's tokens and
 * the app's theme), and style resolution pays for each on every element that inherits them. A property is kept when
 * an ordinary declaration reads it, directly or through other properties.
 */
export function withoutUnusedVariables(css: string): string {
  const root = postcss.parse(css);
  const readsOf = new Map<string, string[]>();
  const used = new Set<string>();
  root.walkDecls((decl) => {
    const reads = referencedVariables(decl.value);
    if (!decl.prop.startsWith('--')) for (const name of reads) used.add(name);
    else readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...reads]);
  });
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const read of readsOf.get(name) ?? []) {
      if (!used.has(read)) {
        used.add(read);
        pending.push(read);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !used.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}
