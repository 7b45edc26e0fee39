/** One occurrence of a word: `[start, end)` in code units of the searched text. */
export interface Match {
  word: string;
  start: number;
  end: number;
}

interface Node {
  next: Map<string, Node>;
  fail: Node | null;
  /** Words ending here (this node's own and those of its failure chain). */
  out: string[];
}

const fold = (c: string) => {
  const lower = c.toLowerCase();
  return lower.length === c.length ? lower : c;
};

/**
 * Aho-Corasick: every occurrence of any of the words in one pass over the text, whatever the number of words.
 * Latin letters match regardless of case.
 */
export class WordMatcher {
  private readonly root: Node = { next: new Map(), fail: null, out: [] };

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (!word) continue;
      let node = this.root;
      for (const c of word) {
        const key = fold(c);
        let child = node.next.get(key);
        if (!child) {
          child = { next: new Map(), fail: null, out: [] };
          node.next.set(key, child);
        }
        node = child;
      }
      node.out.push(word);
    }
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

  matches(text: string): Match[] {
    const found: Match[] = [];
    let node = this.root;
    let at = 0;
    for (const c of text) {
      const key = fold(c);
      at += c.length;
      while (node !== this.root && !node.next.has(key)) node = node.fail ?? this.root;
      node = node.next.get(key) ?? this.root;
      for (const word of node.out) found.push({ word, start: at - word.length, end: at });
    }
    return found;
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
