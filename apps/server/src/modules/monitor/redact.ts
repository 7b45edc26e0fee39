/**
 * What a request trace may keep of a request. Headers: an allow-list, so `X-Access-Token`, `Authorization`,
 * `Cookie`, `X-Sign` and whatever a client invents are never kept (CVE-2021-37304 leaked them). Query
 * parameters and route parameters: kept, except those whose name or value looks like a credential.
 */
const KEPT_HEADERS = [
  'host',
  'user-agent',
  'accept',
  'accept-language',
  'accept-encoding',
  'content-type',
  'content-length',
  'referer',
  'origin',
  'x-forwarded-for',
  'x-real-ip',
  'x-timestamp',
  'tenant-id',
] as const;

/** Names of parameters that carry credentials: tokens, signatures, passwords, tickets, captcha and SMS codes. */
export const SECRET_NAME =
  /token|^(x-?)?sign(ature)?$|^sig$|secret|passw|pwd|ticket|auth(?!or)|session|cookie|jwt|credential|captcha|api_?key|checkkey|smscode|^key$|^sid$|^code$/i;
/** Values that are credentials whatever their name: JWTs (with or without `Bearer `). */
const SECRET_VALUE = /^(bearer\s+)?eyJ[\w-]*\.[\w-]+\.[\w-]*$/i;
export const MASK = '******';

const decode = (s: string): string => {
  if (!s.includes('%') && !s.includes('+')) return s;
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * Whether a query string might hold a credential at all: every name `SECRET_NAME` matches contains one of these, a
 * percent-escaped name contains `%`, a JWT value `eyJ`. Most queries (`pageNo=1&pageSize=10`) stop here.
 */
const MAYBE_SECRET =
  /token|sign|sig=|secret|passw|pwd|ticket|auth|session|cookie|jwt|credential|captcha|api_?key|checkkey|smscode|key=|sid=|code=|eyj|%/i;

/** The URL with every credential-like query value replaced by `******`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  if (!MAYBE_SECRET.test(url.slice(q + 1))) return url.includes('#') ? url.slice(0, url.indexOf('#')) : url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&');
  let changed = false;
  for (let i = 0; i < parts.length; i++) {
    const eq = parts[i].indexOf('=');
    const name = eq < 0 ? parts[i] : parts[i].slice(0, eq);
    const value = eq < 0 ? '' : parts[i].slice(eq + 1);
    if (SECRET_NAME.test(decode(name)) || SECRET_VALUE.test(decode(value))) {
      parts[i] = `${name}=${MASK}`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q + 1)}${parts.join('&')}` : url.slice(0, hash < 0 ? undefined : hash);
}

/** The allow-listed headers of a request, a referer's query redacted like the URL's. */
export function keptHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const v = headers[name];
    if (v === undefined) continue;
    const text = Array.isArray(v) ? v.join(', ') : v;
    out[name] = name === 'referer' ? redactUrl(text) : SECRET_VALUE.test(text) ? MASK : text;
  }
  return out;
}

/** Route parameters (`:token`) whose name marks a credential; their values are masked in the traced path. */
export function secretParams(routeUrl: string | undefined): string[] {
  if (!routeUrl) return [];
  return [...routeUrl.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => SECRET_NAME.test(name));
}

/** The path with the values of the named route parameters masked (each value replaced where it stands). */
export function maskParams(url: string, params: Readonly<Record<string, unknown>>, names: readonly string[]): string {
  let out = url;
  for (const name of names) {
    const v = params[name];
    if (typeof v !== 'string' || !v) continue;
    out = out
      .split(`/${encodeURIComponent(v)}`)
      .join(`/${MASK}`)
      .split(`/${v}`)
      .join(`/${MASK}`);
  }
  return out;
}
