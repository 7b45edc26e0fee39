import type { PublicSite } from '../public/sites.js';
import type { ListPage } from '../site-render/renderer.js';
import { ATTR, type PublicCatalogue } from './public-catalogue.js';

/** Query parameters a catalogue page link keeps: the type, the search text and the attribute filters. */
const kept = (name: string) => name === 'typeId' || name === 'q' || name.startsWith(ATTR);

/**
 * The rendered product list: the delivery API's catalogue answer (attribute filters included) and, once a type is
 * chosen, its filterable attributes with a link per option (and 全部) that keeps the other choices, so the demo
 * template only prints links. `filterQuery` is the current choice for the pager's links.
 */
export function productListPage(catalogue: PublicCatalogue): ListPage {
  const page = async (site: PublicSite, query: Record<string, unknown>) => {
    const { result, validUntil } = await catalogue.products(site, query);
    const current = Object.entries(query).filter(
      (e): e is [string, string] => kept(e[0]) && typeof e[1] === 'string' && e[1] !== '',
    );
    const href = (name: string, value?: string) => {
      const params = new URLSearchParams(current.filter(([n]) => n !== name));
      if (value !== undefined) params.set(name, value);
      const text = params.toString();
      return text ? `?${text}` : '?';
    };
    const typeId = typeof query.typeId === 'string' ? query.typeId : '';
    const filters = (typeId ? await catalogue.filterable(site, typeId) : []).map((a) => {
      const name = `${ATTR}${a.code}`;
      const selected = typeof query[name] === 'string' ? String(query[name]) : '';
      const chosen = selected.split(',').filter(Boolean);
      return {
        ...a,
        selected,
        all: { href: href(name), on: !chosen.length },
        options: a.options.map((value) => ({ value, href: href(name, value), on: chosen.includes(value) })),
      };
    });
    return { result, validUntil, more: { filters, filterQuery: new URLSearchParams(current).toString() } };
  };
  return Object.assign(page, { reads: (name: string) => name.startsWith(ATTR) });
}
