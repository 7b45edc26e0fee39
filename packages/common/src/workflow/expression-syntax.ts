import type { UiLanguage } from '../validation/messages-en';
import { type ExpressionMessages, expressionMessages } from './expression-messages';

export { type ExpressionMessages, expressionMessages } from './expression-messages';

/**
 * The condition language of process models: the `${…}` expressions of JUEL (what Activiti, Flowable and JeecgBoot
 * models carry), cut down to data. Literals, variables and their own properties, comparisons, logic, arithmetic,
 * lists, `in`, `empty` and a fixed set of functions; no assignment, no method call, no loop, nothing that reaches
 * JavaScript. Parsing is linear in the text and bounded (`LIMITS`), and so is evaluation.
 */
export type Node =
  | { kind: 'literal'; value: string | number | boolean | null; at: number }
  | { kind: 'variable'; path: readonly (string | Node)[]; at: number }
  | { kind: 'list'; items: readonly Node[]; at: number }
  | { kind: 'unary'; op: '!' | '-' | 'empty'; arg: Node; at: number }
  | { kind: 'binary'; op: BinaryOp; left: Node; right: Node; at: number }
  | { kind: 'call'; name: FunctionName; args: readonly Node[]; at: number };

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** The functions an expression may call, with their argument counts. */
export const FUNCTIONS = {
  contains: [2, 2],
  startsWith: [2, 2],
  endsWith: [2, 2],
  len: [1, 1],
  lower: [1, 1],
  upper: [1, 1],
  abs: [1, 1],
  min: [1, 20],
  max: [1, 20],
} as const satisfies Record<string, readonly [number, number]>;
export type FunctionName = keyof typeof FUNCTIONS;

export const LIMITS = { length: 1000, tokens: 400, depth: 40 } as const;

/** Property names that would reach the JavaScript object model: never valid in a path. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

const WORD_OPS: Readonly<Record<string, string>> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  div: '/',
  mod: '%',
};
const KEYWORDS = new Set([...Object.keys(WORD_OPS), 'true', 'false', 'null', 'in', 'empty']);

/** A syntax or evaluation error: its message (in the language asked for) and where in the text it is. */
export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

type Token =
  | { t: 'num'; v: number; at: number }
  | { t: 'str'; v: string; at: number }
  | { t: 'id'; v: string; at: number }
  | { t: 'op'; v: string; at: number }
  | { t: 'end'; at: number };

const SYMBOLS = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];
const IDENT_START = /[\p{L}_$]/u;
const IDENT_PART = /[\p{L}\p{N}_$]/u;

function tokenize(src: string, offset: number, m: ExpressionMessages): Token[] {
  const out: Token[] = [];
  let i = 0;
  const fail = (msg: string, at: number): never => {
    throw new ExpressionError(m.at(msg, offset + at), offset + at);
  };
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (out.length >= LIMITS.tokens) fail(m.tooComplex, i);
    if (/[0-9]/.test(c)) {
      const match = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(src.slice(i)) as RegExpExecArray;
      if (IDENT_PART.test(src[i + match[0].length] ?? '')) fail(m.badNumber, i);
      out.push({ t: 'num', v: Number(match[0]), at: offset + i });
      i += match[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let v = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        v += src[j];
        j++;
      }
      if (j >= src.length) fail(m.unterminated, i);
      out.push({ t: 'str', v, at: offset + i });
      i = j + 1;
      continue;
    }
    if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < src.length && IDENT_PART.test(src[j] as string)) j++;
      const word = src.slice(i, j);
      out.push(
        Object.hasOwn(WORD_OPS, word)
          ? { t: 'op', v: WORD_OPS[word] as string, at: offset + i }
          : { t: 'id', v: word, at: offset + i },
      );
      i = j;
      continue;
    }
    const sym = SYMBOLS.find((s) => src.startsWith(s, i));
    if (!sym) fail(m.unexpected(c), i);
    out.push({ t: 'op', v: sym as string, at: offset + i });
    i += (sym as string).length;
  }
  out.push({ t: 'end', at: offset + src.length });
  return out;
}

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

class Parser {
  private i = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly m: ExpressionMessages,
  ) {}

  parse(): Node {
    const node = this.or();
    const next = this.peek();
    if (next.t !== 'end') this.fail(next);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.i] as Token;
  }

  private take(): Token {
    return this.tokens[this.i++] as Token;
  }

  private isOp(v: string): boolean {
    const t = this.peek();
    return t.t === 'op' && t.v === v;
  }

  private isWord(v: string): boolean {
    const t = this.peek();
    return t.t === 'id' && t.v === v;
  }

  private expect(v: string): void {
    if (!this.isOp(v)) this.fail(this.peek());
    this.i++;
  }

  private fail(t: Token): never {
    const msg = t.t === 'end' ? this.m.unexpectedEnd : this.m.unexpected(String(t.v));
    throw new ExpressionError(this.m.at(msg, t.at), t.at);
  }

  private nested<T>(at: number, f: () => T): T {
    if (++this.depth > LIMITS.depth) throw new ExpressionError(this.m.at(this.m.tooComplex, at), at);
    try {
      return f();
    } finally {
      this.depth--;
    }
  }

  private binaryLevel(ops: readonly string[], next: () => Node): Node {
    let left = next();
    while (ops.some((op) => this.isOp(op))) {
      const t = this.take();
      const right = next();
      left = { kind: 'binary', op: (t as { v: string }).v as BinaryOp, left, right, at: t.at };
    }
    return left;
  }

  private or = (): Node => this.binaryLevel(['||'], this.and);
  private and = (): Node => this.binaryLevel(['&&'], this.not);

  private not = (): Node => {
    if (this.isOp('!')) {
      const t = this.take();
      return this.nested(t.at, () => ({ kind: 'unary', op: '!', arg: this.not(), at: t.at }));
    }
    return this.comparison();
  };

  private comparison(): Node {
    const left = this.additive();
    const t = this.peek();
    if (t.t === 'op' && COMPARISONS.has(t.v)) {
      this.i++;
      return { kind: 'binary', op: t.v as BinaryOp, left, right: this.additive(), at: t.at };
    }
    if (this.isWord('in')) {
      this.i++;
      return { kind: 'binary', op: 'in', left, right: this.additive(), at: t.at };
    }
    return left;
  }

  private additive = (): Node => this.binaryLevel(['+', '-'], this.multiplicative);
  private multiplicative = (): Node => this.binaryLevel(['*', '/', '%'], this.unary);

  private unary = (): Node => {
    const t = this.peek();
    if (this.isOp('-') || this.isWord('empty')) {
      this.i++;
      const op = t.t === 'op' ? '-' : 'empty';
      return this.nested(t.at, () => ({ kind: 'unary', op, arg: this.unary(), at: t.at }));
    }
    return this.postfix();
  };

  private postfix(): Node {
    const node = this.primary();
    if (node.kind !== 'variable') return node;
    const path = [...node.path];
    while (this.isOp('.') || this.isOp('[')) {
      const sep = this.take();
      if (sep.t === 'op' && sep.v === '.') {
        const name = this.take();
        if (name.t !== 'id') this.fail(name);
        path.push(this.property(name.v, name.at));
      } else {
        const at = this.peek().at;
        path.push(this.nested(at, () => this.or()));
        this.expect(']');
      }
    }
    return { ...node, path };
  }

  private property(name: string, at: number): string {
    if (FORBIDDEN.has(name)) throw new ExpressionError(this.m.at(this.m.forbidden(name), at), at);
    return name;
  }

  private primary(): Node {
    const t = this.take();
    if (t.t === 'num' || t.t === 'str') return { kind: 'literal', value: t.v, at: t.at };
    if (t.t === 'op' && t.v === '(') {
      const inner = this.nested(t.at, () => this.or());
      this.expect(')');
      return inner;
    }
    if (t.t === 'op' && t.v === '[') {
      return this.nested(t.at, () => {
        const items: Node[] = [];
        if (!this.isOp(']')) {
          do items.push(this.or());
          while (this.isOp(',') && this.take());
        }
        this.expect(']');
        return { kind: 'list', items, at: t.at };
      });
    }
    if (t.t !== 'id') return this.fail(t);
    if (t.v === 'true' || t.v === 'false') return { kind: 'literal', value: t.v === 'true', at: t.at };
    if (t.v === 'null') return { kind: 'literal', value: null, at: t.at };
    if (KEYWORDS.has(t.v)) return this.fail(t);
    if (this.isOp('(')) return this.call(t.v, t.at);
    return { kind: 'variable', path: [this.property(t.v, t.at)], at: t.at };
  }

  private call(name: string, at: number): Node {
    if (!Object.hasOwn(FUNCTIONS, name)) throw new ExpressionError(this.m.at(this.m.unknownFunction(name), at), at);
    const fn = name as FunctionName;
    this.expect('(');
    return this.nested(at, () => {
      const args: Node[] = [];
      if (!this.isOp(')')) {
        do args.push(this.or());
        while (this.isOp(',') && this.take());
      }
      this.expect(')');
      const [min, max] = FUNCTIONS[fn];
      if (args.length < min || args.length > max) {
        throw new ExpressionError(this.m.at(this.m.argCount(fn, min, max), at), at);
      }
      return { kind: 'call', name: fn, args, at };
    });
  }
}

/** The inside of `${…}` (surrounding blanks allowed) and where it starts, or null when the text is not one. */
export function unwrap(text: string): { body: string; offset: number } | null {
  const start = text.indexOf('${');
  if (start < 0 || text.slice(0, start).trim() !== '') return null;
  const end = text.lastIndexOf('}');
  if (end < start + 2 || text.slice(end + 1).trim() !== '') return null;
  return { body: text.slice(start + 2, end), offset: start + 2 };
}

/** Parses `${…}` into its tree; throws an ExpressionError naming the position. */
export function parseExpression(text: string, language: UiLanguage = 'zh'): Node {
  const m = expressionMessages(language);
  if (text.length > LIMITS.length) throw new ExpressionError(m.tooLong(LIMITS.length), 0);
  const inner = unwrap(text);
  if (!inner) throw new ExpressionError(m.wrapper, 0);
  return new Parser(tokenize(inner.body, inner.offset, m), m).parse();
}

/** The variables an expression reads (first path segments), for checking them against what a process knows. */
export function variablesOf(node: Node, out = new Map<string, number>()): Map<string, number> {
  switch (node.kind) {
    case 'variable': {
      const [first] = node.path;
      if (typeof first === 'string' && !out.has(first)) out.set(first, node.at);
      for (const p of node.path) if (typeof p !== 'string') variablesOf(p, out);
      break;
    }
    case 'list':
      for (const item of node.items) variablesOf(item, out);
      break;
    case 'unary':
      variablesOf(node.arg, out);
      break;
    case 'binary':
      variablesOf(node.left, out);
      variablesOf(node.right, out);
      break;
    case 'call':
      for (const a of node.args) variablesOf(a, out);
      break;
  }
  return out;
}
