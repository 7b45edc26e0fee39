/**
 * Regular expressions written by users or administrators (check rules, column rules of editable tables), run by
 * RE2 (the re2js port): matching takes time linear in the text whatever the pattern, so no pattern can backtrack
 * catastrophically. RE2 has no back-references, lookaround, possessive quantifiers or atomic groups: such a
 * pattern is refused with a reason for the user. Built-in patterns of our own source stay JavaScript RegExps.
 */
import { RE2JS, RE2JSSyntaxException } from 're2js';

/** The most instructions one compiled pattern may have; matching costs up to text length × instructions. */
export const MAX_PATTERN_PROGRAM = 2000;
/** RE2's bound on one repetition count (`{m,n}`), nested repetitions multiplied. */
export const MAX_REPEAT = 1000;

export interface UserPattern {
  /** Whether the pattern matches somewhere in `text`, as `RegExp.prototype.test`. */
  test(text: string): boolean;
  /** Whether the pattern matches all of `text`, as Java's `Pattern.matches` (JeecgBoot's check rules). */
  matches(text: string): boolean;
  /** Compiled instructions: the cost of matching one character. */
  readonly size: number;
}

/** A pattern RE2 cannot run; the message reads after "…的正则表达式" ("使用了不支持的语法（环视）"). */
export class UserPatternError extends Error {}

const unsupported = (what: string) => new UserPatternError(`使用了不支持的语法（${what}）`);

/** The reason a compile error gives, in words for the user. */
function reasonOf(e: RE2JSSyntaxException): UserPatternError {
  const at = e.input ?? '';
  switch (e.error) {
    case 'invalid escape sequence':
      if (/^\\(?:[1-9]|k)/.test(at)) return unsupported('反向引用');
      break;
    case 'invalid or unsupported Perl syntax':
      if (at.startsWith('(?=') || at.startsWith('(?!')) return unsupported('环视');
      if (at.startsWith('(?>')) return unsupported('原子组');
      break;
    case 'invalid named capture':
      if (at.startsWith('(?<=') || at.startsWith('(?<!')) return unsupported('环视');
      break;
    case 'invalid nested repetition operator':
      if (/^(?:[*+?]|\{\d+(?:,\d*)?\})\+$/.test(at)) return unsupported('占有量词');
      break;
    case 'invalid repeat count': {
      const [min, max] = (at.match(/\d+/g) ?? []).map(Number);
      if (max === undefined || min <= max) return new UserPatternError(`的重复次数不能超过${MAX_REPEAT}`);
      break;
    }
  }
  return new UserPatternError('不正确');
}

/** Java and JavaScript write a code unit as `\uXXXX`; RE2 as `\x{XXXX}`. Other escapes are left as they are. */
function toRe2Syntax(source: string): string {
  return source.replace(/\\(?:u([0-9A-Fa-f]{4})|[\s\S]?)/g, (written, hex?: string) => (hex ? `\\x{${hex}}` : written));
}

function compile(source: string): UserPattern {
  let re: RE2JS;
  try {
    re = RE2JS.compile(toRe2Syntax(source));
  } catch (e) {
    throw e instanceof RE2JSSyntaxException ? reasonOf(e) : new UserPatternError('不正确');
  }
  const size = re.programSize();
  if (size > MAX_PATTERN_PROGRAM) throw new UserPatternError('过于复杂，请缩小重复次数的范围');
  return { test: (text) => re.test(text), matches: (text) => re.testExact(text), size };
}

const CACHE_SIZE = 256;
const cache = new Map<string, UserPattern | UserPatternError>();

/**
 * A user's pattern compiled by RE2 (cached by source). Throws a UserPatternError, whose message tells why, for a
 * pattern RE2 cannot run or one over the size limit.
 */
export function userPattern(source: string): UserPattern {
  let compiled = cache.get(source);
  if (!compiled) {
    try {
      compiled = compile(source);
    } catch (e) {
      if (!(e instanceof UserPatternError)) throw e;
      compiled = e;
    }
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(source, compiled);
  }
  if (compiled instanceof UserPatternError) throw compiled;
  return compiled;
}

/** Why `source` cannot be run as a user's pattern (after "…的正则表达式"), or undefined when it can. */
export function userPatternProblem(source: string): string | undefined {
  try {
    userPattern(source);
    return undefined;
  } catch (e) {
    if (e instanceof UserPatternError) return e.message;
    throw e;
  }
}
