/**
 * 网关路由 (contract §7.16): predicates and filters are a closed set of kinds with typed arguments, kept in
 * JeecgBoot's JSON shape — a predicate `{name, args: string[]}`, a filter `{name, args: [{key, value}]}`. Nothing in
 * them is ever evaluated: an argument that looks like an expression (`#{…}`, `${…}`), an unknown name or an unknown
 * argument key is refused with a message (the CVE-2022-22947 class of Spring Cloud Gateway).
 */

export const PREDICATE_KINDS = ['Path', 'Method', 'Header', 'Host'] as const;
export type PredicateKind = (typeof PREDICATE_KINDS)[number];

export const FILTER_KINDS = [
  'StripPrefix',
  'AddRequestHeader',
  'RemoveRequestHeader',
  'AddResponseHeader',
  'RemoveResponseHeader',
  'RequestRateLimiter',
  'Timeout',
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export interface Predicate {
  name: PredicateKind;
  args: string[];
}

export interface FilterArg {
  key: string;
  value: string | number;
}

export interface Filter {
  name: FilterKind;
  args: FilterArg[];
}

/** The typed form of a filter the proxy applies. */
export type TypedFilter =
  | { kind: 'StripPrefix'; parts: number }
  | { kind: 'AddRequestHeader'; name: string; value: string }
  | { kind: 'AddResponseHeader'; name: string; value: string }
  | { kind: 'RemoveRequestHeader'; name: string }
  | { kind: 'RemoveResponseHeader'; name: string }
  | { kind: 'RequestRateLimiter'; replenishRate: number; burstCapacity: number }
  | { kind: 'Timeout'; ms: number };

/** The argument keys of each filter kind, in order (the form's inputs; `numeric`: a number input). */
export const FILTER_ARGS: Readonly<Record<FilterKind, readonly { key: string; numeric?: true }[]>> = {
  StripPrefix: [{ key: 'parts', numeric: true }],
  AddRequestHeader: [{ key: 'name' }, { key: 'value' }],
  RemoveRequestHeader: [{ key: 'name' }],
  AddResponseHeader: [{ key: 'name' }, { key: 'value' }],
  RemoveResponseHeader: [{ key: 'name' }],
  RequestRateLimiter: [
    { key: 'replenishRate', numeric: true },
    { key: 'burstCapacity', numeric: true },
  ],
  Timeout: [{ key: 'ms', numeric: true }],
};

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export const MAX_TIMEOUT_MS = 60_000;

/** A header an administrator may not set or remove: the connection's own, and what carries the caller's identity. */
const RESERVED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  'x-access-token',
  'cookie',
  'set-cookie',
  'tenant-id',
]);
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
const HEADER_VALUE = /^[\t\x20-\x7e\u0080-\uffff]{0,1000}$/;
/** Path patterns: segments of letters, digits and `-._~`, `*` for one segment, `**` (last) for the rest. */
const PATH_PATTERN = /^\/(?:[A-Za-z0-9\-._~%]+|\*|\*\*)?(?:\/(?:[A-Za-z0-9\-._~%]+|\*|\*\*))*$/;
const HOST_PATTERN = /^(?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*(?::\d{1,5})?$/;
export const ROUTER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a value looks like an expression of some template or expression language. */
export const looksLikeExpression = (s: string) => /[#$*@]\s*\{|\{\{|<%/.test(s);

export class RouteSpecError extends Error {}

const fail = (message: string): never => {
  throw new RouteSpecError(message);
};

const refuseExpression = (value: string) => {
  if (looksLikeExpression(value)) fail(`参数“${value.slice(0, 60)}”像是表达式，网关不执行任何表达式`);
};

function parseArray(raw: unknown, label: string): unknown[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      fail(`${label}不是有效的JSON`);
    }
  }
  if (!Array.isArray(value)) return fail(`${label}必须是数组`);
  if (value.length > 20) fail(`${label}最多20项`);
  return value;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks and normalises predicates (a JSON string or an array); throws `RouteSpecError` with a Chinese message. */
export function parsePredicates(raw: unknown): Predicate[] {
  return parseArray(raw, '路由条件').map((item) => {
    if (!isObject(item) || typeof item.name !== 'string') return fail('路由条件格式不正确');
    const name = item.name;
    if (!(PREDICATE_KINDS as readonly string[]).includes(name)) {
      return fail(`不支持的路由条件“${name.slice(0, 40)}”，只支持：${PREDICATE_KINDS.join('、')}`);
    }
    const rawArgs = Array.isArray(item.args)
      ? item.args
      : isObject(item.args)
        ? Object.values(item.args)
        : fail(`路由条件${name}缺少参数`);
    const args = rawArgs.map((a) => (typeof a === 'string' ? a.trim() : fail(`路由条件${name}的参数必须是文本`)));
    args.forEach(refuseExpression);
    checkPredicate(name as PredicateKind, args);
    return { name: name as PredicateKind, args };
  });
}

function checkPredicate(name: PredicateKind, args: string[]): void {
  if (!args.length || args.length > 10) fail(`路由条件${name}需要1到10个参数`);
  switch (name) {
    case 'Path':
      for (const p of args) {
        const bad = !PATH_PATTERN.test(p) || p.split('/').slice(0, -1).includes('**') || /(^|\/)\.\.?(\/|$)/.test(p);
        if (bad) fail(`路径“${p.slice(0, 60)}”格式不正确（如 /api/**）`);
      }
      return;
    case 'Method':
      for (const m of args) {
        if (!(METHODS as readonly string[]).includes(m.toUpperCase())) fail(`不支持的请求方法“${m.slice(0, 20)}”`);
      }
      return;
    case 'Header':
      if (args.length > 2 || !HEADER_NAME.test(args[0])) fail('请求头条件为：请求头名称，可选的值（完全相等）');
      if (args[1] !== undefined && !HEADER_VALUE.test(args[1])) fail('请求头的值不正确');
      return;
    case 'Host':
      for (const h of args) if (!HOST_PATTERN.test(h.toLowerCase())) fail(`主机名“${h.slice(0, 60)}”格式不正确`);
      return;
  }
}

/** JeecgBoot's presets that have no typed equivalent, with what to use instead. */
const REFUSED_FILTERS: Readonly<Record<string, string>> = {
  Hystrix: '不支持熔断过滤器Hystrix（其fallbackUri会转发到任意地址），请改用“超时”过滤器',
  CircuitBreaker: '不支持熔断过滤器CircuitBreaker，请改用“超时”过滤器',
};

const int = (name: string, key: string, v: unknown, min: number, max: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) fail(`过滤器${name}的${key}必须是${min}到${max}的整数`);
  return n;
};

const header = (name: string, v: unknown): string => {
  const h = typeof v === 'string' ? v.trim() : '';
  if (!HEADER_NAME.test(h)) fail(`过滤器${name}的请求头名称不正确`);
  if (RESERVED_HEADERS.has(h.toLowerCase())) fail(`过滤器${name}不能修改${h}`);
  return h;
};

/** Spring's keys of the rate limiter (`redis-rate-limiter.replenishRate`) are read as the short ones. */
const shortKey = (k: string) => k.replace(/^redis-rate-limiter\./, '');

/** Checks and normalises filters; each also yields its typed form (`typedFilters`). */
export function parseFilters(raw: unknown): Filter[] {
  return parseArray(raw, '过滤器').map((item) => {
    if (!isObject(item) || typeof item.name !== 'string') return fail('过滤器格式不正确');
    const name = item.name;
    if (REFUSED_FILTERS[name]) return fail(REFUSED_FILTERS[name]);
    if (!(FILTER_KINDS as readonly string[]).includes(name)) {
      return fail(`不支持的过滤器“${name.slice(0, 40)}”，只支持：${FILTER_KINDS.join('、')}`);
    }
    const list = Array.isArray(item.args)
      ? item.args
      : isObject(item.args)
        ? Object.entries(item.args).map(([key, value]) => ({ key, value }))
        : [];
    const values = new Map<string, string | number>();
    for (const a of list) {
      if (!isObject(a) || typeof a.key !== 'string') return fail(`过滤器${name}的参数格式不正确`);
      const value = a.value;
      if (typeof value !== 'string' && typeof value !== 'number') return fail(`过滤器${name}的参数值必须是文本或数字`);
      if (typeof value === 'string') refuseExpression(value);
      refuseExpression(a.key);
      values.set(shortKey(a.key), value);
    }
    const allowed = FILTER_ARGS[name as FilterKind].map((a) => a.key);
    for (const key of values.keys()) {
      if (!allowed.includes(key)) fail(`过滤器${name}不支持参数“${key.slice(0, 40)}”，只支持：${allowed.join('、')}`);
    }
    const filter: Filter = {
      name: name as FilterKind,
      args: allowed.map((key) => ({ key, value: values.get(key) ?? '' })),
    };
    typedFilter(filter);
    return filter;
  });
}

/** The typed form of a checked filter. */
export function typedFilter(f: Filter): TypedFilter {
  const arg = (key: string) => f.args.find((a) => a.key === key)?.value;
  switch (f.name) {
    case 'StripPrefix':
      return { kind: f.name, parts: int(f.name, 'parts', arg('parts'), 0, 20) };
    case 'AddRequestHeader':
    case 'AddResponseHeader': {
      const value = String(arg('value') ?? '');
      if (!HEADER_VALUE.test(value)) fail(`过滤器${f.name}的值不正确`);
      return { kind: f.name, name: header(f.name, arg('name')), value };
    }
    case 'RemoveRequestHeader':
    case 'RemoveResponseHeader':
      return { kind: f.name, name: header(f.name, arg('name')) };
    case 'RequestRateLimiter': {
      const replenishRate = int(f.name, 'replenishRate', arg('replenishRate'), 1, 10_000);
      const burst = arg('burstCapacity');
      const burstCapacity =
        burst === '' || burst === undefined ? replenishRate : int(f.name, 'burstCapacity', burst, 1, 100_000);
      return { kind: f.name, replenishRate, burstCapacity };
    }
    case 'Timeout':
      return { kind: f.name, ms: int(f.name, 'ms', arg('ms'), 100, MAX_TIMEOUT_MS) };
  }
}
