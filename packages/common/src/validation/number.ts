/**
 * Number cells (spec §5): only signed decimals are accepted; invalid characters are stripped while typing and the
 * text is parsed on blur (empty when it is not a number).
 */

/** A complete signed decimal: optional sign, digits with an optional fraction ('1.', '.5', '-2.25', '+3'). */
export const SIGNED_DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

export function isSignedDecimal(text: string): boolean {
  return SIGNED_DECIMAL_PATTERN.test(text);
}

/**
 * While typing: keeps digits, one decimal point and a sign only in first position; drops everything else.
 * Intermediate states such as '-', '.', '-0.' are kept so the user can go on typing.
 */
export function sanitizeNumberInput(text: string | number | null | undefined): string {
  if (text == null) return '';
  const raw = String(text);
  let out = '';
  let dot = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      out += ch;
    } else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    } else if ((ch === '-' || ch === '+') && out === '') {
      out += ch;
    }
  }
  return out;
}

/** On blur: the number the text denotes, or '' when it is empty or not a signed decimal (after trimming). */
export function parseNumberOnBlur(text: string | number | null | undefined): number | '' {
  if (typeof text === 'number') return Number.isFinite(text) ? text : '';
  if (text == null) return '';
  const t = text.trim();
  if (!isSignedDecimal(t)) return '';
  const n = Number(t);
  if (!Number.isFinite(n)) return '';
  return n === 0 ? 0 : n;
}
