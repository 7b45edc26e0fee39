/**
 * The substring index's grams (the same rule runs in SQL triggers: `db/search-index.ts`). For each character of
 * the ASCII-lower-cased text: a CJK character (Han, kana, Hangul, CJK punctuation, full-width forms) gives itself
 * and itself with the next character; any other character gives the three characters starting at it. Every gram
 * of a search text then also is a gram of each text containing it, so the grams of a search narrow the rows and
 * the LIKE that follows decides exactly.
 */

/** Code point ranges treated as CJK (each a unigram, and a bigram with the next character). */
export const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x2e80, 0x9fff],
  [0xa960, 0xa97f],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
];

/** Longest indexed text in characters: fields with a search index may not be longer. */
export const MAX_INDEXED_CHARS = 1000;

export const isCjk = (cp: number) => CJK_RANGES.some(([a, b]) => cp >= a && cp <= b);

/** ASCII letters only, as SQLite's lower() (PostgreSQL's translate() does the same in the triggers). */
export const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Every gram of a text (distinct), as the index stores them. */
export function gramsOf(text: string): Set<string> {
  const chars = [...foldAscii(text)];
  const out = new Set<string>();
  chars.forEach((c, i) => {
    if (isCjk(c.codePointAt(0) as number)) {
      out.add(c);
      if (i + 1 < chars.length) out.add(c + chars[i + 1]);
    } else if (i + 2 < chars.length) {
      out.add(chars.slice(i, i + 3).join(''));
    }
  });
  return out;
}

/** A cased letter beyond ASCII: ILIKE (PostgreSQL) matches its other case, which the index does not fold. */
const hasCasedNonAscii = (gram: string) => [...gram].some((c) => c > '\x7f' && c.toLowerCase() !== c.toUpperCase());

/** Most grams whose frequency is looked up for one search (a long text's grams beyond these add nothing). */
const MAX_QUERY_GRAMS = 12;

/**
 * The grams that can answer a substring search (the longer ones when there are any), or an empty list when the
 * index cannot answer it (a text of one or two non-CJK characters): then the list scans.
 */
export function searchGrams(text: string): string[] {
  const all = [...gramsOf(text)].filter((g) => !hasCasedNonAscii(g));
  const long = all.filter((g) => [...g].length > 1);
  return (long.length ? long : all).slice(0, MAX_QUERY_GRAMS);
}
