import type { Filter, FilterKind, Predicate, PredicateKind } from '@yunzhan/common/gateway/route-spec';
import { FILTER_ARGS } from '@yunzhan/common/gateway/route-spec';
import type { GatewayRoute, RouterInput } from '../../../api/gateway';

/** A predicate row of the form: its kind and its arguments (patterns, methods, hosts; a header's name and value). */
export interface PredicateRow {
  name: PredicateKind;
  args: string[];
}

/** A filter row of the form: its kind and one value per argument key. */
export interface FilterRow {
  name: FilterKind;
  args: Record<string, string | number | undefined>;
}

export interface RouteFormValues {
  routerId: string;
  name: string;
  uri: string;
  status: boolean;
  publicAccess: boolean;
  predicates: PredicateRow[];
  filters: FilterRow[];
}

export const toFormValues = (r?: GatewayRoute): RouteFormValues => ({
  routerId: r?.routerId ?? '',
  name: r?.name ?? '',
  uri: r?.uri ?? '',
  status: r ? r.status === 1 : true,
  publicAccess: r?.publicAccess === 1,
  predicates: (r?.predicates ?? []).map((p) => ({ name: p.name, args: [...p.args] })),
  filters: (r?.filters ?? []).map((f) => ({
    name: f.name,
    args: Object.fromEntries(f.args.map((a) => [a.key, a.value])),
  })),
});

export function toRouter(v: RouteFormValues, id?: string): RouterInput {
  const predicates: Predicate[] = (v.predicates ?? []).map((p) => ({
    name: p.name,
    args: (p.args ?? [])
      .map((a) => String(a ?? '').trim())
      .filter((a, i) => a !== '' || (p.name === 'Header' && i === 0)),
  }));
  const filters: Filter[] = (v.filters ?? []).map((f) => ({
    name: f.name,
    args: FILTER_ARGS[f.name].map(({ key }) => ({ key, value: f.args?.[key] ?? '' })),
  }));
  return {
    id,
    routerId: v.routerId.trim(),
    name: v.name.trim(),
    uri: v.uri.trim(),
    status: v.status ? 1 : 0,
    publicAccess: v.publicAccess ? 1 : 0,
    predicates: JSON.stringify(predicates),
    filters: JSON.stringify(filters),
  };
}
