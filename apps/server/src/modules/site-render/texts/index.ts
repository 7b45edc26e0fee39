import { EN } from './en.js';
import { type SiteTexts, ZH_CN } from './zh-CN.js';

export type { SiteTexts };

/**
 * The built-in pages' texts for a site's language (`t` in templates): English for `en…`, Chinese otherwise. One
 * dictionary per language; the templates are shared.
 */
export function siteTexts(language: string | null | undefined): SiteTexts {
  return language?.toLowerCase().startsWith('en') ? EN : ZH_CN;
}
