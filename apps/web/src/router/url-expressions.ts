import { API_BASE_URL, FILE_DOMAIN } from '../config';

const absolute = (url: string) => new URL(url, window.location.origin).href.replace(/\/+$/, '');

/**
 * The only values a `{{ }}` expression in a menu URL can name (spec §2, SECURITY §3: never evaluated as code).
 * JeecgBoot menus write them as `{{ window._CONFIG['domianURL'] }}`; the bare name works too.
 */
const VARIABLES: Record<string, () => string> = {
  domianURL: () => absolute(API_BASE_URL),
  domainURL: () => absolute(API_BASE_URL),
  staticDomainURL: () => absolute(FILE_DOMAIN),
  origin: () => window.location.origin,
  // No `token`: a session token never goes into an address (an iframe's or an outside page's URL, its logs and
  // Referer headers).
};

const CONFIG_REFERENCE = /^window\._CONFIG(?:\[\s*['"](\w+)['"]\s*\]|\.(\w+))$/;

function variableName(expression: string): string {
  const trimmed = expression.trim();
  const match = CONFIG_REFERENCE.exec(trimmed);
  return match ? (match[1] ?? match[2]) : trimmed;
}

/** Replaces each `{{ name }}` with its value from the fixed map; unknown names become empty. */
export function resolveUrlExpressions(url: string): string {
  return url.replace(/\{\{([^}]*)\}\}/g, (_whole, expression: string) => {
    const name = variableName(expression);
    return Object.hasOwn(VARIABLES, name) ? VARIABLES[name]() : '';
  });
}

export const isHttpUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);
