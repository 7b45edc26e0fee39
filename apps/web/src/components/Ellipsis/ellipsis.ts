/** Default cut of list cells (spec §9: 25 characters; pickers 12). */
export const ELLIPSIS_LENGTH = 25;
export const PICKER_ELLIPSIS_LENGTH = 12;

/** The first `length` characters (code points, so Chinese and emoji are never halved) and '...' when cut. */
export function ellipsis(text: string | null | undefined, length = ELLIPSIS_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}
