import { ApiError } from './errors.js';

/** One level of a hierarchical code (contract §6): a capital letter and two digits. */
export const CODE_SEGMENT = /^[A-Z]\d{2}$/;

/**
 * The next sibling segment after `max` (JeecgBoot's YouBianCodeUtil): A01 … A99, B01 … Z99; `undefined` → A01.
 * Past Z99 the level is full and `fullMessage` is thrown.
 */
export function nextCodeSegment(max: string | undefined, fullMessage: string): string {
  if (!max) return 'A01';
  const letter = max.charCodeAt(0);
  const n = Number(max.slice(1));
  if (n < 99) return `${max[0]}${String(n + 1).padStart(2, '0')}`;
  if (letter >= 90) throw new ApiError(fullMessage);
  return `${String.fromCharCode(letter + 1)}01`;
}

/** The largest valid segment among sibling codes under `prefix` (codes of other lengths are ignored). */
export function maxSegment(codes: readonly string[], prefix: string): string | undefined {
  return codes
    .filter((c) => c.length === prefix.length + 3 && c.startsWith(prefix))
    .map((c) => c.slice(prefix.length))
    .filter((s) => CODE_SEGMENT.test(s))
    .sort()
    .pop();
}
