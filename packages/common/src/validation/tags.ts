/**
 * Tags input (spec §5): the text is split into 2-character tags joined by semicolons.
 * Existing separators (';', '；') and whitespace are dropped first, so formatting is idempotent.
 * Characters are counted as code points, so Chinese text and emoji are never cut in half.
 */

export const TAG_SEPARATOR = ';';
export const TAG_LENGTH = 2;

/** The 2-character tags of `text` (the last one may hold a single character). */
export function splitIntoTags(text: string | null | undefined): string[] {
  if (!text) return [];
  const chars = Array.from(text.replace(/[;；\s]/g, ''));
  const tags: string[] = [];
  for (let i = 0; i < chars.length; i += TAG_LENGTH) tags.push(chars.slice(i, i + TAG_LENGTH).join(''));
  return tags;
}

/** 'abcde' → 'ab;cd;e'. */
export function formatTags(text: string | null | undefined): string {
  return splitIntoTags(text).join(TAG_SEPARATOR);
}
