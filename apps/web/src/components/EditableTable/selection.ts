/** Row selection (spec §4): single (radio) or multiple (checkbox), with select-all over the enabled rows. */
export type SelectionType = 'checkbox' | 'radio';

export function toggleSelection(selected: readonly string[], id: string, type: SelectionType): string[] {
  if (type === 'radio') return [id];
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Select-all: every selectable row when not all are selected yet, else none. */
export function toggleAll(selected: readonly string[], selectable: readonly string[]): string[] {
  const chosen = new Set(selected);
  return selectable.every((id) => chosen.has(id)) ? [] : [...selectable];
}

export type SelectionState = 'none' | 'some' | 'all';

export function selectionState(selected: readonly string[], selectable: readonly string[]): SelectionState {
  if (!selected.length || !selectable.length) return 'none';
  const chosen = new Set(selected);
  const count = selectable.filter((id) => chosen.has(id)).length;
  if (count === 0) return 'none';
  return count === selectable.length ? 'all' : 'some';
}
