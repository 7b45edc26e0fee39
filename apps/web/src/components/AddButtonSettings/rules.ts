import { readStored, writeStored } from '../../stores/expiring-storage';
import { ADD_BUTTON_SETTINGS } from '../../stores/storage-keys';

/**
 * What the add button of an editable table does (spec §9: 1 row, position 0 = at the bottom): how many empty rows
 * one click adds, and where — 0 at the bottom, n before the n-th row (1 = at the top).
 */
export interface AddSettings {
  rows: number;
  position: number;
}

export const DEFAULT_ADD_SETTINGS: AddSettings = { rows: 1, position: 0 };
export const MAX_ADD_ROWS = 100;
export const MAX_POSITION = 9999;
export const SAVED_MESSAGE = 'saved successfully';

const whole = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;

/** Settings as stored or typed, each part checked on its own: a bad part falls back to the default's. */
export function normalise(raw: unknown, defaults: AddSettings = DEFAULT_ADD_SETTINGS): AddSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof AddSettings, unknown>>;
  return {
    rows: whole(r.rows, 1, MAX_ADD_ROWS, defaults.rows),
    position: whole(r.position, 0, MAX_POSITION, defaults.position),
  };
}

type Stored = Record<string, AddSettings>;

const all = (): Stored => {
  const stored = readStored<Stored>(ADD_BUTTON_SETTINGS);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
};

/** The settings of one table (its key), else the defaults. */
export function readAddSettings(tableKey: string, defaults: AddSettings = DEFAULT_ADD_SETTINGS): AddSettings {
  const stored = all();
  const own = Object.hasOwn(stored, tableKey) ? stored[tableKey] : undefined;
  return own ? normalise(own, defaults) : defaults;
}

/** Saves one table's settings beside the others' (kept until cleared, like the saved queries). */
export function saveAddSettings(tableKey: string, settings: AddSettings): AddSettings {
  const checked = normalise(settings);
  writeStored(ADD_BUTTON_SETTINGS, { ...all(), [tableKey]: checked });
  return checked;
}

/** Where new rows go among `count` rows: undefined = the bottom (the table's own default). */
export function insertIndex(position: number, count: number): number | undefined {
  return position <= 0 || position > count ? undefined : position - 1;
}
