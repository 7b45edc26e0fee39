/**
 * The renderer of each cell type (spec §3) and the plain text a cell shows while not edited. A custom type may not
 * take the name of a built-in type or of one of the table's own columns.
 */

import { t } from '../../locales/i18n';
import { CheckboxCell } from './cells/CheckboxCell';
import { AsyncSearchCell, MultiSelectCell, optionLabel, RadioCell, SelectCell, splitMulti } from './cells/ChoiceCell';
import { DateCell } from './cells/DateCell';
import { NumberCell } from './cells/NumberCell';
import { DepartCell, UserCell } from './cells/PersonCells';
import { PopupCell } from './cells/PopupCell';
import { InputCell, InputPopCell } from './cells/TextCell';
import { UploadCell } from './cells/UploadCell';
import {
  BUILT_IN_CELL_TYPES,
  type BuiltInCellType,
  type CellOption,
  type CellProps,
  type CellRenderer,
  type EditableColumn,
  RESERVED_COLUMN_TYPES,
} from './types';

const BUILT_IN: Readonly<Record<Exclude<BuiltInCellType, 'hidden'>, CellRenderer>> = {
  input: InputCell,
  input_pop: InputPopCell,
  inputNumber: NumberCell,
  checkbox: CheckboxCell,
  select: SelectCell,
  sel_search: SelectCell,
  sel_search_async: AsyncSearchCell,
  list_multi: MultiSelectCell,
  radio: RadioCell,
  date: DateCell,
  datetime: DateCell,
  upload: UploadCell,
  file: UploadCell,
  image: UploadCell,
  sel_user: UserCell,
  sel_depart: DepartCell,
  popup: PopupCell,
  slot: ({ column, ...cell }: CellProps) => column.slot?.({ column, ...cell }) ?? null,
};

const TAKEN: ReadonlySet<string> = new Set([...BUILT_IN_CELL_TYPES, ...RESERVED_COLUMN_TYPES]);

/** The renderers by type; throws when a custom type clashes with a built-in name (spec §3). */
export function cellRenderers(custom: Readonly<Record<string, CellRenderer>> = {}): Record<string, CellRenderer> {
  for (const name of Object.keys(custom)) {
    if (TAKEN.has(name)) throw new Error(`自定义单元格类型“${name}”与内置类型重名`);
  }
  return { ...BUILT_IN, ...custom };
}

/** Types that are always edited in place (no text view). */
export const ALWAYS_LIVE_TYPES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'upload', 'file', 'image', 'slot']);

/** What a cell shows while not edited (click-to-edit tables). */
export function displayText(
  column: EditableColumn,
  value: unknown,
  options: readonly CellOption[] | undefined,
): string {
  if (value == null || value === '') return '';
  if (options?.length) {
    const labels = splitMulti(value).map((v) => {
      const option = options.find((o) => o.value === v);
      return option ? optionLabel(option) : v;
    });
    return labels.join(',');
  }
  if (column.type === 'sel_user' || column.type === 'sel_depart')
    return t('table.selectedItems', { n: splitMulti(value).length });
  return String(value);
}
