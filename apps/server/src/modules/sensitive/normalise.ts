/**
 * How each character of a text (and of a sensitive word) takes part in matching, so that a word disguised by
 * width, case, invisible characters, look-alike letters or spacing is still found (issue 21, 7d).
 *
 * Per code point: compatibility decomposition (NFKD), Latin accents dropped (U+0300–U+036F), recomposition (NFKC:
 * full-width and other compatibility forms become plain letters and digits), look-alikes mapped to Latin letters,
 * lower case. What is left is one of:
 * - nothing: invisible format characters (zero-width, bidi marks, soft hyphen, variation selectors, tags …) and
 *   combining marks;
 * - a separator: white space, punctuation, symbols (a match may step over a few of them, see `matcher.ts`);
 * - a break: line breaks and Chinese sentence and clause punctuation, which no match crosses;
 * - letters to match.
 */

export const IGNORED = 0;
export const SEPARATOR = 1;
export const BREAK = 2;

/** Normalised letters (code points) of one code point; `unspaced` for scripts written without spaces. */
export interface Letters {
  codes: readonly number[];
  unspaced: readonly boolean[];
}

export type Kind = typeof IGNORED | typeof SEPARATOR | typeof BREAK | Letters;

const BREAKS = new Set([...'\n\r\v\f\u0085\u2028\u2029，。｡、；：！？']);
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Mn}\p{Me}]/u;
const SEPARATING = /[\p{White_Space}\p{P}\p{S}\p{Cc}\p{Z}]/u;
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Bopomofo}]/u;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/**
 * Look-alikes read as the Latin letter they imitate (looked up after NFKC, before and after lower case).
 * Kept small on purpose: Cyrillic and Greek letters drawn like Latin ones, the digits 0 and 1, and i, l, 1 as one
 * letter. Nothing of the CJK scripts is mapped (〇 and 一 stay themselves), so Chinese text matches as written.
 * Not mapped, to spare e-mail addresses and prices: @ and $ (they stay separators).
 */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    a: 'аАαΑ',
    b: 'вВβΒ',
    c: 'сС',
    d: 'ԁ',
    e: 'еЕεΕ',
    h: 'нНһΗ',
    j: 'јЈ',
    k: 'кКκΚ',
    l: '1iıіІӏӀιΙ',
    m: 'мМΜ',
    n: 'пηΝ',
    o: '0оОοΟ',
    p: 'рРρΡ',
    q: 'ԛ',
    r: 'г',
    s: 'ѕЅ',
    t: 'тТτΤ',
    u: 'μυ',
    v: 'ν',
    w: 'ԝω',
    x: 'хХχΧ',
    y: 'уУγΥ',
    z: 'Ζ',
  }).flatMap(([latin, alikes]) => [...alikes].map((c): [string, string] => [c, latin])),
);

function lookAlike(c: string): string {
  const lower = (LOOK_ALIKES.get(c) ?? c).toLowerCase();
  return LOOK_ALIKES.get(lower) ?? lower;
}

function kindOf(c: string): Kind {
  if (BREAKS.has(c)) return BREAK;
  const folded = c.normalize('NFKD').replace(LATIN_ACCENTS, '').normalize('NFKC');
  const letters: string[] = [];
  let separated = false;
  for (const d of folded) {
    if (INVISIBLE.test(d)) continue;
    if (SEPARATING.test(d)) separated = true;
    else for (const e of lookAlike(d)) if (!INVISIBLE.test(e)) letters.push(e);
  }
  if (letters.length) {
    return { codes: letters.map((e) => e.codePointAt(0) ?? 0), unspaced: letters.map((e) => UNSPACED.test(e)) };
  }
  return separated ? SEPARATOR : IGNORED;
}

/** Kinds of the BMP by code point, filled as they are met; the rest in a map (texts use few distinct ones). */
const bmp: (Kind | undefined)[] = new Array(0x10000);
const astral = new Map<number, Kind>();

/** The kind of one code point. */
export function classify(code: number): Kind {
  if (code < 0x10000) {
    let kind = bmp[code];
    if (kind === undefined) bmp[code] = kind = kindOf(String.fromCharCode(code));
    return kind;
  }
  let kind = astral.get(code);
  if (kind === undefined) {
    kind = kindOf(String.fromCodePoint(code));
    if (astral.size < 1 << 16) astral.set(code, kind);
  }
  return kind;
}

/** Whether a code point is white space (a word made of symbols only keeps its other characters as letters). */
export const isSpace = (c: string) => /\p{White_Space}/u.test(c);
