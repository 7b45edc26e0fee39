import { areaPrefix } from './area-code';
import type { EntityDef } from './define';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const fieldOfParam = (name: string) => name.replace(/_(begin|end)$/, '');

/**
 * Search-form values in their wire form (dates as spec-formatted text) → list query parameters: `like` fields
 * wrapped in `*…*`, ranges already named `<field>_begin` / `<field>_end`, multi-values as comma lists (IN), an area
 * as its code's prefix (a province or city covers its sub-areas).
 */
export function searchQuery(entity: Pick<EntityDef, 'field'>, values: Record<string, unknown>) {
  const query: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw.trim() : raw;
    if (isEmpty(value)) continue;
    const field = entity.field(fieldOfParam(name));
    const own = name === fieldOfParam(name);
    if (own && field?.kind === 'area') query[name] = `${areaPrefix(String(value))}*`;
    else query[name] = field?.search === 'like' && own ? `*${value}*` : value;
  }
  return query;
}
