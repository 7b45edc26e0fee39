import { sysSensitiveWord } from '@yunzhan/common/entities/system/sensitive-word';
import { ForeignWrites } from '../../core/foreign-writes.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { type Database, dynamic } from '../../db/index.js';
import { type Match, maskMatches, WordMatcher } from './matcher.js';

/** What screening found in one text. */
export interface Screened {
  /** The text with words of the `replace` action masked. */
  text: string;
  /** Words of the `refuse` action found (the text must not be stored). */
  refused: string[];
}

interface Lists {
  /** The words and actions the matchers were built from: a reload that reads the same keeps them. */
  source: string;
  refuse: WordMatcher;
  replace: WordMatcher;
}

/**
 * The enabled sensitive words as two matchers (refuse, replace). Rebuilt after a commit of this process touches
 * the list; after another process's commit (`ForeignWrites`) the words are read again and the matchers rebuilt only
 * when they differ (public submissions of other processes move the signal all the time).
 */
export class SensitiveWords {
  private lists: Promise<Lists> | undefined;
  private readonly foreign: ForeignWrites;

  constructor(
    private readonly db: Database,
    changes: ChangeFeed,
    foreignVersion?: () => number,
  ) {
    this.foreign = new ForeignWrites(foreignVersion);
    changes.on(['sys_sensitive_word'], () => this.forget());
  }

  forget(): void {
    this.lists = undefined;
  }

  async screen(text: string): Promise<Screened> {
    const { refuse, replace } = await this.load();
    const refused = [...new Set(refuse.matches(text).map((m: Match) => m.word))];
    return { text: maskMatches(text, replace.matches(text)), refused };
  }

  private load(): Promise<Lists> {
    const kept = this.lists;
    if (kept && this.foreign.moved()) this.lists = kept.then((old) => this.read(old)).catch(() => this.read());
    this.lists ??= this.read();
    this.lists.catch(() => this.forget());
    return this.lists;
  }

  private async read(old?: Lists): Promise<Lists> {
    const words: { word: string; action: string }[] = await dynamic(this.db)
      .selectFrom(sysSensitiveWord.table)
      .select(['word', 'action'])
      .where('enabled', '=', 'Y')
      .orderBy('id')
      .execute();
    const source = JSON.stringify(words.map((w) => [w.word, w.action]));
    if (old?.source === source) return old;
    const of = (action: string) => new WordMatcher(words.filter((w) => w.action === action).map((w) => w.word));
    return { source, refuse: of('refuse'), replace: of('replace') };
  }
}
