import { BREAK, classify, IGNORED, isSpace, type Kind, SEPARATOR } from './normalise.js';

/** One occurrence of a word: `[start, end)` in code units of the searched text. */
export interface Match {
  word: string;
  start: number;
  end: number;
}

interface Node {
  next: Map<number, Node>;
  fail: Node | null;
  /** Words ending here (this node's own and those of its failure chain), as indexes into `words`. */
  out: number[];
}

interface Word {
  word: string;
  /** Normalised letters. */
  length: number;
  /** Letter positions `m` the word itself separates from letter `m - 1` ("free money"). */
  ownGaps: number[];
}

/** The most separators a match steps over between two of its letters; more is a break. */
const MAX_GAP = 3;

/** A text as the letters the automaton reads (code points), with where each came from. */
class Letters {
  length = 0;
  code: Int32Array;
  from: Int32Array;
  to: Int32Array;
  /** 1 when separators stand between this letter and the previous one. */
  gap: Uint8Array;
  /** 1 when a break precedes this letter: no match crosses it. */
  broken: Uint8Array;
  /** Gapped letters up to and including this one (prefix sums of `gap`). */
  gaps: Int32Array;
  /** Letters of spaced scripts (Latin …) up to and including this one. */
  spaced: Int32Array;

  constructor(capacity: number) {
    this.code = new Int32Array(capacity);
    this.from = new Int32Array(capacity);
    this.to = new Int32Array(capacity);
    this.gap = new Uint8Array(capacity);
    this.broken = new Uint8Array(capacity);
    this.gaps = new Int32Array(capacity);
    this.spaced = new Int32Array(capacity);
  }

  push(code: number, unspaced: boolean, from: number, to: number, gap: number, broken: number): void {
    const k = this.length++;
    if (k === this.code.length) this.grow();
    const g = k ? gap : 0;
    this.code[k] = code;
    this.from[k] = from;
    this.to[k] = to;
    this.gap[k] = g;
    this.broken[k] = broken;
    this.gaps[k] = (k ? this.gaps[k - 1] : 0) + g;
    this.spaced[k] = (k ? this.spaced[k - 1] : 0) + (unspaced ? 0 : 1);
  }

  /** Whether letters `[i, j]` are all of scripts written without spaces. */
  unspaced(i: number, j: number): boolean {
    return this.spaced[j] === (i ? this.spaced[i - 1] : 0);
  }

  private grow(): void {
    const twice = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2 + 16);
      b.set(a);
      return b;
    };
    this.code = twice(this.code);
    this.from = twice(this.from);
    this.to = twice(this.to);
    this.gap = twice(this.gap);
    this.broken = twice(this.broken);
    this.gaps = twice(this.gaps);
    this.spaced = twice(this.spaced);
  }
}

/** Reads a text into letters: invisible characters vanish, separators mark gaps, breaks and long gaps break. */
function read(text: string, literal: ReadonlySet<number>): Letters {
  const out = new Letters(text.length);
  let run = 0;
  let broken = 0;
  for (let at = 0; at < text.length; ) {
    const code = text.codePointAt(at) ?? 0;
    const from = at;
    at += code > 0xffff ? 2 : 1;
    const kind: Kind = literal.size && literal.has(code) ? { codes: [code], unspaced: [false] } : classify(code);
    if (kind === IGNORED) continue;
    if (kind === BREAK || kind === SEPARATOR) {
      run++;
      if (kind === BREAK || run > MAX_GAP) broken = 1;
      continue;
    }
    for (let i = 0; i < kind.codes.length; i++) {
      out.push(kind.codes[i], kind.unspaced[i], from, at, i === 0 && run > 0 ? 1 : 0, i === 0 ? broken : 0);
    }
    run = 0;
    broken = 0;
  }
  return out;
}

/**
 * Aho-Corasick over normalised letters (`normalise.ts`): every occurrence of any of the words in one pass over the
 * text, whatever the number of words, each reported with its span in the original text. A match may step over
 * separators between its letters when they are not a way of reading neighbouring words as one:
 * - between letters of scripts written without spaces (Chinese, Japanese): always (`敏 感`, `赌*博`);
 * - otherwise only a word spaced out letter by letter, standing apart from the letters around it (`b a d`,
 *   `b.a.d`; not `ba d`, nor `pub. A dog`).
 */
export class WordMatcher {
  private readonly root: Node = { next: new Map(), fail: null, out: [] };
  private readonly words: Word[] = [];
  /**
   * Symbols of words that would keep fewer than two letters without them (`c++`, `卐`): in a text they are letters,
   * not separators, or such a word would match every `c`, or nothing.
   */
  private readonly literal = new Set<number>();

  constructor(words: Iterable<string>) {
    const list = [...new Set(words)].filter(Boolean);
    for (const word of list) {
      if (read(word, this.literal).length > 1) continue;
      for (const c of word) {
        const code = c.codePointAt(0) ?? 0;
        if (classify(code) === SEPARATOR && !isSpace(c)) this.literal.add(code);
      }
    }
    for (const word of list) this.add(word);
    const queue: Node[] = [];
    for (const child of this.root.next.values()) {
      child.fail = this.root;
      queue.push(child);
    }
    for (let i = 0; i < queue.length; i++) {
      const node = queue[i];
      for (const [c, child] of node.next) {
        let f = node.fail;
        while (f && !f.next.has(c)) f = f.fail;
        child.fail = f?.next.get(c) ?? this.root;
        child.out.push(...child.fail.out);
        queue.push(child);
      }
    }
  }

  private add(word: string): void {
    const letters = read(word, this.literal);
    if (!letters.length) return;
    let node = this.root;
    for (const c of letters.code.subarray(0, letters.length)) {
      let child = node.next.get(c);
      if (!child) {
        child = { next: new Map(), fail: null, out: [] };
        node.next.set(c, child);
      }
      node = child;
    }
    node.out.push(this.words.length);
    const ownGaps = [...letters.gap.subarray(0, letters.length)].flatMap((g, m) => (g ? [m] : []));
    this.words.push({ word, length: letters.length, ownGaps });
  }

  matches(text: string): Match[] {
    const letters = read(text, this.literal);
    const found: Match[] = [];
    let node = this.root;
    for (let j = 0; j < letters.length; j++) {
      const key = letters.code[j];
      if (letters.broken[j]) node = this.root;
      while (node !== this.root && !node.next.has(key)) node = node.fail ?? this.root;
      node = node.next.get(key) ?? this.root;
      for (const w of node.out) {
        const word = this.words[w];
        const i = j - word.length + 1;
        if (this.accepts(letters, word, i, j))
          found.push({ word: word.word, start: letters.from[i], end: letters.to[j] });
      }
    }
    return found;
  }

  /** Whether the separators inside letters `[i, j]` leave them one word (see the class comment). */
  private accepts(t: Letters, word: Word, i: number, j: number): boolean {
    const gapped = t.gaps[j] - t.gaps[i];
    if (gapped === 0) return true;
    let ownGapped = 0;
    for (const m of word.ownGaps) ownGapped += t.gap[i + m];
    const extra = gapped - ownGapped;
    if (extra === 0) return true;
    if (t.unspaced(i, j)) return true;
    const pairs = word.length - 1 - word.ownGaps.length;
    const last = t.length - 1;
    const apartBefore = i === 0 || t.gap[i] === 1 || t.unspaced(i - 1, i - 1);
    const apartAfter = j === last || t.gap[j + 1] === 1 || t.unspaced(j + 1, j + 1);
    return extra === pairs && apartBefore && apartAfter;
  }
}

/** The text with each matched span replaced by one `*` per character. */
export function maskMatches(text: string, matches: readonly Match[]): string {
  if (!matches.length) return text;
  const masked = new Uint8Array(text.length);
  for (const m of matches) masked.fill(1, m.start, m.end);
  let out = '';
  let i = 0;
  for (const c of text) {
    out += masked[i] ? '*' : c;
    i += c.length;
  }
  return out;
}
