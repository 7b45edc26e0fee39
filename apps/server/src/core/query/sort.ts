import type { EntityDef, SortKey, SortOrder } from '@yunzhan/common/entities/index';
import { badRequest } from '../errors.js';
import { clip } from './values.js';

const DICT_TEXT = '_dictText';

/**
 * `column` (comma-separated, `_dictText` suffix stripped) and `order` (`asc` or `desc`, any case; empty means
 * descending; anything else is a 400) of contract §4.2; the entity's default order without `column`. `id` ends the list unless a key
 * already tells every row apart (a required unique field): pages stay stable, and an index on that field alone
 * serves the order.
 */
export function parseSort(entity: EntityDef, column: string | undefined, order: string | undefined): SortKey[] {
  const names = (column ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const asked = (order ?? '').trim().toLowerCase();
  if (asked && asked !== 'asc' && asked !== 'desc') throw badRequest('排序方式只能是asc或desc');
  const direction: SortOrder = asked === 'asc' ? 'asc' : 'desc';
  const keys = names.length
    ? names.map((name): SortKey => {
        const field = name.endsWith(DICT_TEXT) ? name.slice(0, -DICT_TEXT.length) : name;
        if (!entity.field(field)?.sortable) throw badRequest(`不支持的排序字段: ${clip(name)}`);
        return { field, order: direction };
      })
    : [...entity.defaultSort];
  const decisive = (k: SortKey) => {
    const f = entity.field(k.field);
    return k.field === 'id' || (!!f?.unique && f.required);
  };
  if (!keys.some(decisive)) keys.push({ field: 'id', order: keys.at(-1)?.order ?? 'desc' });
  return keys;
}
