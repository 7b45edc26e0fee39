import type { Context } from 'liquidjs';

/** What a filter's `this` carries (LiquidJS's filter implementation). */
interface FilterImpl {
  context: Context;
}

/**
 * Liquid filters that print dates, numbers, money and file sizes in the page's language (`t.locale`, the site's
 * dictionary), and `site_link`, which turns an absolute link to the site's own pages into its local path. Values the
 * filters do not understand print as they are.
 */

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = formats.get(key);
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f as T;
}

function localeOf(impl: FilterImpl): string {
  const locale = impl.context.getSync(['t', 'locale']);
  return typeof locale === 'string' && locale ? locale : 'zh-CN';
}

/** Stored dates and times are local `YYYY-MM-DD[ HH:mm[:ss]]` text: read as they are, printed without a zone shift. */
function parts(value: unknown): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(String(value ?? ''));
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
}

function date(this: FilterImpl, value: unknown, withTime = false): unknown {
  const at = parts(value);
  if (!at) return value;
  const locale = localeOf(this);
  const style = withTime ? 'time' : 'date';
  const f = cached(
    `${style}:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
        timeZone: 'UTC',
      }),
  );
  return f.format(at);
}

const numeric = (value: unknown) => (value === null || value === '' ? Number.NaN : Number(value));

function number(this: FilterImpl, value: unknown): unknown {
  const n = numeric(value);
  if (!Number.isFinite(n)) return value;
  const locale = localeOf(this);
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

function money(this: FilterImpl, value: unknown, currency = 'CNY'): unknown {
  const n = numeric(value);
  if (!Number.isFinite(n)) return value;
  const locale = localeOf(this);
  const code = /^[A-Z]{3}$/.test(String(currency)) ? String(currency) : 'CNY';
  return cached(
    `money:${locale}:${code}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: code }),
  ).format(n);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
function fileSize(this: FilterImpl, value: unknown): unknown {
  let n = numeric(value);
  if (!Number.isFinite(n) || n < 0) return value;
  let unit = 0;
  while (n >= 1024 && unit < UNITS.length - 1) {
    n /= 1024;
    unit++;
  }
  const locale = localeOf(this);
  const f = cached(`size:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
  return `${f.format(n)} ${UNITS[unit]}`;
}

/** `https://www.example.com/site/en/product` → `/site/en/product` when the origin is one of the site's (`site.origins`). */
function siteLink(this: FilterImpl, value: unknown): unknown {
  const link = String(value ?? '');
  const origins = this.context.getSync(['site', 'origins']);
  const code = this.context.getSync(['site', 'code']);
  if (!Array.isArray(origins) || typeof code !== 'string') return value;
  for (const origin of origins) {
    const own = `${origin}/site/${code}`;
    if (link === own || link.startsWith(`${own}/`) || link.startsWith(`${own}?`))
      return link.slice(String(origin).length);
  }
  return value;
}

export const LOCALE_FILTERS = {
  local_date: date,
  local_datetime(this: FilterImpl, value: unknown) {
    return date.call(this, value, true);
  },
  number,
  money,
  file_size: fileSize,
  site_link: siteLink,
} as const;
