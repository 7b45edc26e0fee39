import type { UiLanguage } from '../validation/messages-en';
import {
  ExpressionError,
  type ExpressionMessages,
  expressionMessages,
  type FunctionName,
  type Node,
  parseExpression,
  variablesOf,
} from './expression-syntax';

export { ExpressionError, LIMITS, parseExpression, unwrap, variablesOf } from './expression-syntax';

/** What expressions read: JSON-like data (strings, numbers, booleans, null, arrays and plain objects). */
export type Value = string | number | boolean | null | readonly Value[] | { readonly [key: string]: Value };
export type Variables = Readonly<Record<string, unknown>>;

const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** A variable's own property (never an inherited one); anything that is not data reads as null. */
function member(base: unknown, key: unknown): unknown {
  if (base === null || base === undefined) return null;
  if (Array.isArray(base)) {
    const i = typeof key === 'number' ? key : Number(key);
    return Number.isInteger(i) && i >= 0 && i < base.length ? base[i] : null;
  }
  if (typeof base === 'object' && typeof key === 'string' && Object.hasOwn(base, key)) {
    const v = (base as Record<string, unknown>)[key];
    return typeof v === 'function' ? null : v;
  }
  return null;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if ((typeof a === 'number' || typeof b === 'number') && isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  return typeof a === typeof b && a === b;
}

const isEmpty = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

class Evaluator {
  constructor(
    private readonly vars: Variables,
    private readonly m: ExpressionMessages,
  ) {}

  private fail(message: string, node: Node): never {
    throw new ExpressionError(this.m.at(message, node.at), node.at);
  }

  private number(v: unknown, op: string, node: Node): number {
    if (!isNumeric(v)) this.fail(this.m.type(op), node);
    return Number(v);
  }

  eval(node: Node): unknown {
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'list':
        return node.items.map((i) => this.eval(i));
      case 'variable': {
        let v: unknown = member(this.vars, node.path[0]);
        for (const p of node.path.slice(1)) v = member(v, typeof p === 'string' ? p : this.eval(p));
        return v ?? null;
      }
      case 'unary': {
        const v = this.eval(node.arg);
        if (node.op === 'empty') return isEmpty(v);
        if (node.op === '!') return !this.bool(v, node);
        return -this.number(v, '-', node);
      }
      case 'binary':
        return this.binary(node);
      case 'call':
        return this.call(
          node.name,
          node.args.map((a) => this.eval(a)),
          node,
        );
    }
  }

  bool(v: unknown, node: Node): boolean {
    if (v === null || v === undefined) return false;
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    return this.fail(this.m.notBoolean, node);
  }

  private binary(node: Extract<Node, { kind: 'binary' }>): unknown {
    const { op } = node;
    if (op === '&&') return this.bool(this.eval(node.left), node) && this.bool(this.eval(node.right), node);
    if (op === '||') return this.bool(this.eval(node.left), node) || this.bool(this.eval(node.right), node);
    const a = this.eval(node.left);
    const b = this.eval(node.right);
    switch (op) {
      case '==':
        return equal(a, b);
      case '!=':
        return !equal(a, b);
      case '<':
      case '<=':
      case '>':
      case '>=':
        return this.compare(op, a, b, node);
      case 'in':
        if (Array.isArray(b)) return b.some((x) => equal(a, x));
        if (typeof b === 'string' && typeof a === 'string') return b.includes(a);
        if (b === null) return false;
        return this.fail(this.m.type('in'), node);
      case '+':
        if (typeof a === 'string' || typeof b === 'string') {
          if (isNumeric(a) && isNumeric(b) && (typeof a === 'number' || typeof b === 'number')) {
            return Number(a) + Number(b);
          }
          return `${a ?? ''}${b ?? ''}`;
        }
        return this.number(a, op, node) + this.number(b, op, node);
      default: {
        const x = this.number(a, op, node);
        const y = this.number(b, op, node);
        if (op === '-') return x - y;
        if (op === '*') return x * y;
        if (y === 0) return this.fail(this.m.divisionByZero, node);
        return op === '/' ? x / y : x % y;
      }
    }
  }

  private compare(op: '<' | '<=' | '>' | '>=', a: unknown, b: unknown, node: Node): boolean {
    let x: number | string;
    let y: number | string;
    if (isNumeric(a) && isNumeric(b) && (typeof a === 'number' || typeof b === 'number')) {
      x = Number(a);
      y = Number(b);
    } else if (typeof a === 'string' && typeof b === 'string') {
      x = a;
      y = b;
    } else if (a === null || b === null) {
      return false;
    } else {
      return this.fail(this.m.type(op), node);
    }
    if (op === '<') return x < y;
    if (op === '<=') return x <= y;
    if (op === '>') return x > y;
    return x >= y;
  }

  private call(name: FunctionName, args: unknown[], node: Node): unknown {
    const [a, b] = args;
    const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    switch (name) {
      case 'contains':
        return Array.isArray(a) ? a.some((x) => equal(x, b)) : text(a).includes(text(b));
      case 'startsWith':
        return text(a).startsWith(text(b));
      case 'endsWith':
        return text(a).endsWith(text(b));
      case 'len':
        return Array.isArray(a) ? a.length : a === null || a === undefined ? 0 : [...text(a)].length;
      case 'lower':
        return text(a).toLowerCase();
      case 'upper':
        return text(a).toUpperCase();
      case 'abs':
        return Math.abs(this.number(a, name, node));
      case 'min':
      case 'max': {
        const list = (args.length === 1 && Array.isArray(a) ? a : args).map((v) => this.number(v, name, node));
        return list.length ? Math[name](...list) : null;
      }
    }
  }
}

/** Evaluates an expression tree over the variables. */
export function evaluate(node: Node, vars: Variables, language: UiLanguage = 'zh'): unknown {
  return new Evaluator(vars, expressionMessages(language)).eval(node);
}

/** Evaluates `${…}` as a condition: true or false (null reads as false); anything else is an error. */
export function evaluateCondition(text: string, vars: Variables, language: UiLanguage = 'zh'): boolean {
  const node = parseExpression(text, language);
  const e = new Evaluator(vars, expressionMessages(language));
  return e.bool(e.eval(node), node);
}

/**
 * Checks `${…}` without running it: it parses, and (when `known` is given) reads only known variables. Answers the
 * error message with its position, or null.
 */
export function checkExpression(text: string, known?: ReadonlySet<string>, language: UiLanguage = 'zh'): string | null {
  try {
    const node = parseExpression(text, language);
    if (known) {
      for (const [name, at] of variablesOf(node)) {
        if (!known.has(name)) {
          const m = expressionMessages(language);
          return m.at(m.unknownVariable(name), at);
        }
      }
    }
    return null;
  } catch (e) {
    if (e instanceof ExpressionError) return e.message;
    throw e;
  }
}
