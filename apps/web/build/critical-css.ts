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
 * The CSS a page needs for its first paint: the rules of `css` with a selector that matches an element of `html`
 * (ignoring hover, focus and pseudo-elements). Animations and empty blocks are dropped; the full stylesheet follows
 * without blocking the paint.
 */
export function criticalCss(html: string, css: string): string {
  const { document } = new JSDOM(html).window;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    if (!rule.selectors.some((selector) => matches(document, selector))) rule.remove();
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
