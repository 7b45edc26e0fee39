import { describe, expect, it } from 'vitest';
import { maskMatches, WordMatcher } from './matcher.js';

/** What each match covers of the text. */
const spans = (m: WordMatcher, text: string) => m.matches(text).map((x) => text.slice(x.start, x.end));
const words = (m: WordMatcher, text: string) => m.matches(text).map((x) => x.word);

describe('WordMatcher', () => {
  it('finds every occurrence, overlapping and nested, in one pass', () => {
    const m = new WordMatcher(['he', 'she', 'his', 'hers', '赌博', '博彩']);
    const found = (t: string) => m.matches(t).map((x) => `${x.word}@${x.start}`);
    expect(found('ushers')).toEqual(['she@1', 'he@2', 'hers@2']);
    expect(found('网上赌博彩票')).toEqual(['赌博@2', '博彩@3']);
    expect(found('nothing here?')).toEqual(['he@8']);
    expect(found('')).toEqual([]);
  });

  it('ignores case of Latin letters and counts surrogate pairs right', () => {
    const m = new WordMatcher(['Spam', '𠮷野']);
    expect(m.matches('SPAM and spam').map((x) => x.start)).toEqual([0, 9]);
    const text = 'a𠮷野家';
    const [hit] = m.matches(text);
    expect(text.slice(hit.start, hit.end)).toBe('𠮷野');
  });

  it('masks matched characters one star each', () => {
    const m = new WordMatcher(['赌博', '博彩', '𠮷野']);
    expect(maskMatches('网上赌博彩票', m.matches('网上赌博彩票'))).toBe('网上***票');
    expect(maskMatches('𠮷野家', m.matches('𠮷野家'))).toBe('**家');
  });
});

describe('WordMatcher normalisation (issue 21, 7d)', () => {
  const m = new WordMatcher(['bad', '赌博', '敏感词', 'shit', 'boom']);

  it('folds full-width and other compatibility forms (NFKC) and case', () => {
    expect(spans(m, '这是ＢＡＤ的')).toEqual(['ＢＡＤ']);
    expect(spans(m, 'ｂａｄ')).toEqual(['ｂａｄ']);
    expect(spans(m, '𝐛𝐚𝐝')).toEqual(['𝐛𝐚𝐝']);
    // A word written in full-width matches plain text too: both sides are normalised.
    expect(spans(new WordMatcher(['ＳＰＡＭ']), 'no spam')).toEqual(['spam']);
  });

  it('drops zero-width and other invisible format characters, and combining accents', () => {
    for (const invisible of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u2060',
      '\u2063',
      '\ufeff',
      '\u00ad',
      '\ufe0f',
    ]) {
      expect(spans(m, `x b${invisible}ad`), codePoint(invisible)).toEqual([`b${invisible}ad`]);
      expect(spans(m, `赌${invisible}博`), codePoint(invisible)).toEqual([`赌${invisible}博`]);
    }
    expect(spans(m, 'b\u0301a\u0300d')).toEqual(['b\u0301a\u0300d']);
    expect(spans(m, 'bád')).toEqual(['bád']);
  });

  it('reads Cyrillic and Greek look-alikes and the digits 0 and 1 as Latin letters', () => {
    expect(spans(m, 'а bаd one')).toEqual(['bаd']); // Cyrillic а
    expect(spans(m, 'ВАD')).toEqual(['ВАD']); // Cyrillic В, А
    expect(spans(m, 'bαd')).toEqual(['bαd']); // Greek α
    expect(spans(m, 'b00m')).toEqual(['b00m']);
    expect(spans(m, 'sh1t')).toEqual(['sh1t']);
    expect(spans(m, 'SHlT')).toEqual(['SHlT']);
  });

  it('steps over spacing and punctuation between the letters of a word', () => {
    expect(spans(m, 'so b a d')).toEqual(['b a d']);
    expect(spans(m, 'so b.a.d!')).toEqual(['b.a.d']);
    expect(spans(m, 'b-a-d')).toEqual(['b-a-d']);
    expect(spans(m, 'b _ a _ d')).toEqual(['b _ a _ d']);
    expect(spans(m, 'ｂ ａ ｄ')).toEqual(['ｂ ａ ｄ']);
    expect(spans(m, '这是敏 感 词吗')).toEqual(['敏 感 词']);
    expect(spans(m, '这是敏感 词吗')).toEqual(['敏感 词']);
    expect(spans(m, '网上赌 博')).toEqual(['赌 博']);
    expect(spans(m, '网上赌*博')).toEqual(['赌*博']);
    expect(spans(m, '网上赌　博')).toEqual(['赌　博']);
    expect(spans(m, '赌😀博')).toEqual(['赌😀博']);
  });

  it('does not join letters of different words, nor words across a sentence break', () => {
    // Letters run together from neighbouring words, spaced unevenly, or far apart are not a spaced-out word.
    expect(words(m, 'a pub. A dog')).toEqual([]);
    expect(words(m, 'ba d')).toEqual([]);
    expect(words(m, 'b a dly')).toEqual([]);
    expect(words(m, 'b        a        d')).toEqual([]);
    expect(words(m, '我不赌，博物馆很好')).toEqual([]);
    expect(words(m, '我不赌。博物馆很好')).toEqual([]);
    expect(words(m, '不赌\n博物馆')).toEqual([]);
    // Chinese text and its full-width punctuation is left as it is.
    expect(words(new WordMatcher(['oo', 'll']), '一〇〇号，第一一条')).toEqual([]);
  });

  it('keeps the words written with spaces or punctuation matching themselves', () => {
    const spaced = new WordMatcher(['free money', 'A.V.']);
    expect(spans(spaced, 'get free money')).toEqual(['free money']);
    expect(spans(spaced, 'get freemoney')).toEqual(['freemoney']);
    expect(spans(spaced, 'get f r e e m o n e y')).toEqual(['f r e e m o n e y']);
    expect(spans(spaced, 'an AV film')).toEqual(['AV']);
    // A word of symbols only, or of one letter and symbols, matches as written.
    expect(spans(new WordMatcher(['卐']), 'a卐b')).toEqual(['卐']);
    expect(spans(new WordMatcher(['c++']), 'a cat, c++ and C＋＋')).toEqual(['c++']);
  });

  it('masks the original characters of a disguised word, separators included', () => {
    const text = '你这个傻 瓜网站，Ｂ.\u200bａ.d。';
    const masker = new WordMatcher(['傻瓜', 'bad']);
    expect(maskMatches(text, masker.matches(text))).toBe('你这个***网站，******。');
  });
});

function codePoint(c: string): string {
  return `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
}
