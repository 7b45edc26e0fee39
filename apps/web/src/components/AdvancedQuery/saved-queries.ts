import { readStored, writeStored } from '../../stores/expiring-storage';
import type { SavedQuery } from './rules';

/** Spec §9: saved queries live under a key prefix plus the save code or route path. */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export const savedQueryKey = (code: string) => `${SAVED_QUERY_PREFIX}${code}`;

export function readSavedQueries(code: string): SavedQuery[] {
  const stored = readStored<SavedQuery[]>(savedQueryKey(code));
  return Array.isArray(stored) ? stored : [];
}

export function writeSavedQueries(code: string, queries: readonly SavedQuery[]): void {
  writeStored(savedQueryKey(code), queries);
}
