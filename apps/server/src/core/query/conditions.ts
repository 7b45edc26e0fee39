import type { SortKey } from '@yunzhan/common/entities/index';

/** A bound value: text, or a number for numeric fields. */
export type Scalar = string | number;
export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
/** `like` contains, `left_like` ends with, `right_like` starts with (JeecgBoot's names). */
export type LikeOp = 'like' | 'left_like' | 'right_like';

/**
 * One validated condition. `field` is always a filterable field of the entity; values are bound as parameters,
 * and `like` text is matched literally (wildcards come only from `op`).
 */
export type Condition =
  | { readonly type: 'compare'; readonly field: string; readonly op: CompareOp; readonly value: Scalar }
  | { readonly type: 'in'; readonly field: string; readonly values: readonly Scalar[] }
  | { readonly type: 'like'; readonly field: string; readonly op: LikeOp; readonly text: string }
  | { readonly type: 'and' | 'or'; readonly items: readonly Condition[] }
  /** Matches no row: a data rule that cannot be resolved denies rather than widens. */
  | { readonly type: 'none' }
  /**
   * Rows whose `field` holds every gram in the substring index (`posting` table, the field's position `slot`):
   * narrows a LIKE on the same field, which still decides exactly.
   */
  | { readonly type: 'indexed'; readonly posting: string; readonly slot: number; readonly grams: readonly string[] };

export interface ListQuery {
  /** AND-ed together. */
  readonly conditions: readonly Condition[];
  /** Ends with `id` so pages are stable. */
  readonly sort: readonly SortKey[];
  readonly pageNo: number;
  readonly pageSize: number;
}
