import { sysUser } from '@yunzhan/common/entities/system/index';
import type { Row } from '../../core/crud/store.js';

/**
 * What user rows show to whom (docs/security/user-data.md): the columns of the pickers for everybody, personal
 * columns (phone, birthday …) only to those who may list users.
 */
/** Columns every signed-in user sees through the pickers: what choosing a user needs, nothing personal. */
export const BASIC_PICKER_FIELDS = ['id', 'username', 'realname', 'avatar', 'orgCode'] as const;

/** Columns of the pickers for those who may list users (no e-mail, tenants, site or managed departments). */
export const PICKER_FIELDS = [
  'id',
  'username',
  'realname',
  'avatar',
  'sex',
  'birthday',
  'phone',
  'workNo',
  'post',
  'orgCode',
  'status',
] as const;

/** A row with only the given picker columns (and their dictionary texts, and the department names). */
export function pickerRow(row: Row, fields: readonly string[] = PICKER_FIELDS): Row {
  const out: Row = {};
  for (const k of Object.keys(row)) {
    const base = k.endsWith('_dictText') ? k.slice(0, -'_dictText'.length) : k;
    if (fields.includes(base) || k === 'orgCodeTxt') out[k] = row[k];
  }
  return out;
}

/** The picker columns a caller with these granted codes sees, and whether whole rows are theirs. */
export function userColumnsFor(granted: ReadonlySet<string>): { full: boolean; fields: readonly string[] } {
  const full = granted.has(sysUser.perm('list'));
  return { full, fields: full ? PICKER_FIELDS : BASIC_PICKER_FIELDS };
}
