import {
  type Filter,
  type Predicate,
  parseFilters,
  parsePredicates,
  type TypedFilter,
  typedFilter,
} from '@yunzhan/common/gateway/route-spec';

/** A route in force, ready for the proxy: its predicates as tests, its filters typed. */
export interface CompiledRoute {
  id: string;
  routerId: string;
  upstream: URL;
  publicAccess: boolean;
  matches(req: RequestFacts): boolean;
  filters: TypedFilter[];
}

/** What the predicates look at: the path below `/gateway/{routerId}`, the method and the headers. */
export interface RequestFacts {
  path: string;
  method: string;
  host: string;
  header(name: string): string | undefined;
}

/** `*` one segment, `**` (last) the rest, anything else literally. */
function pathTest(pattern: string): (path: string) => boolean {
  const want = pattern.split('/').slice(1);
  return (path) => {
    const have = path.split('/').slice(1);
    for (let i = 0; i < want.length; i++) {
      if (want[i] === '**') return true;
      if (i >= have.length) return false;
      if (want[i] !== '*' && want[i] !== have[i]) return false;
    }
    return want.length === have.length || (want.length === 1 && want[0] === '');
  };
}

function hostTest(pattern: string): (host: string) => boolean {
  const p = pattern.toLowerCase();
  const portless = (h: string) => (p.includes(':') ? h : h.replace(/:\d+$/, ''));
  if (p.startsWith('*.')) return (h) => portless(h).endsWith(p.slice(1));
  return (h) => portless(h) === p;
}

function predicateTest(p: Predicate): (r: RequestFacts) => boolean {
  switch (p.name) {
    case 'Path': {
      const tests = p.args.map(pathTest);
      return (r) => tests.some((t) => t(r.path));
    }
    case 'Method': {
      const methods = p.args.map((m) => m.toUpperCase());
      return (r) => methods.includes(r.method);
    }
    case 'Header': {
      const [name, value] = p.args;
      return (r) => {
        const have = r.header(name.toLowerCase());
        return have !== undefined && (value === undefined || have === value);
      };
    }
    case 'Host': {
      const tests = p.args.map(hostTest);
      return (r) => tests.some((t) => t(r.host.toLowerCase()));
    }
  }
}

export interface StoredRoute {
  id: string;
  routerId: string;
  uri: string;
  predicates: string | null;
  filters: string | null;
  publicAccess: number | null;
}

/** Compiles a stored route (checked when saved; a row that no longer passes the checks is left out). */
export function compileRoute(row: StoredRoute): CompiledRoute | undefined {
  try {
    const tests = parsePredicates(row.predicates).map(predicateTest);
    const filters = parseFilters(row.filters).map((f: Filter) => typedFilter(f));
    return {
      id: row.id,
      routerId: row.routerId,
      upstream: new URL(row.uri),
      publicAccess: row.publicAccess === 1,
      matches: (r) => tests.every((t) => t(r)),
      filters,
    };
  } catch {
    return undefined;
  }
}
