import { Liquid } from 'liquidjs';
import { sanitizeHtml } from '../../core/sanitize-html.js';
import { LOCALE_FILTERS } from './locale-filters.js';

/** Limits of one page: template text parsed, render time, objects created (LiquidJS's own DoS guards). */
export const TEMPLATE_LIMITS = { parseChars: 1_000_000, renderMs: 2_000, memory: 10_000_000 } as const;

/**
 * A sandboxed Liquid engine over a fixed set of templates (no file system: `include`, `render` and `layout` find
 * only names of the map), reading only own properties of the data (no prototype, no `constructor`), escaping every
 * output but through `raw`, which prints the rich-text allow-list only (the sanitiser every rich-text field is saved
 * through), with parse, time and memory limits. Data holds plain values only.
 */
export function templateEngine(templates: Readonly<Record<string, string>>): Liquid {
  const liquid = new Liquid({
    templates: { ...templates },
    ownPropertyOnly: true,
    outputEscape: 'escape',
    strictFilters: true,
    dynamicPartials: true,
    cache: true,
    parseLimit: TEMPLATE_LIMITS.parseChars,
    renderLimit: TEMPLATE_LIMITS.renderMs,
    memoryLimit: TEMPLATE_LIMITS.memory,
  });
  // The built-in `raw` would print any HTML: ours prints rich text (stored sanitised) and strips what is not allowed.
  liquid.registerFilter('raw', { handler: (v: unknown) => sanitizeHtml(String(v ?? '')), raw: true });
  // Dates, numbers, money and file sizes in the page's language (`t.locale`); `site_link` localises own links.
  for (const [name, handler] of Object.entries(LOCALE_FILTERS)) liquid.registerFilter(name, handler);
  return liquid;
}
