import { sysSensitiveWord } from '@yunzhan/common/entities/system/sensitive-word';
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
  refuse: WordMatcher;
  replace: WordMatcher;
}

/** The enabled sensitive words as two matchers (refuse, replace), rebuilt after a commit touches the list. */
export class SensitiveWords {
  private lists: Promise<Lists> | undefined;

  constructor(
    private readonly db: Database,
    changes: ChangeFeed,
  ) {
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
    this.lists ??= dynamic(this.db)
      .selectFrom(sysSensitiveWord.table)
      .select(['word', 'action'])
      .where('enabled', '=', 'Y')
      .execute()
      .then((words: { word: string; action: string }[]) => {
        const of = (action: string) => new WordMatcher(words.filter((w) => w.action === action).map((w) => w.word));
        return { refuse: of('refuse'), replace: of('replace') };
      });
    this.lists.catch(() => this.forget());
    return this.lists;
  }
}
