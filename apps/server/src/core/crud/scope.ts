import type { EntityDef } from '@yunzhan/common/entities/index';
import { type SelectQueryBuilder, sql } from 'kysely';
import { DEFAULT_TENANT } from '../auth/tenants.js';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Who a scope is about: the site and the tenant of a request. */
export interface ScopeHolder {
  siteId: string | null;
  /** Undefined: the server's own work, in no one tenant. */
  tenantId?: number;
}

/**
 * The one rule of site and tenant scope: a site-scoped row belongs to the current site (and a site to one
 * tenant), a tenant-scoped row to the current tenant, a user to the tenants of its `rel_tenant_ids` (none: the
 * default tenant). Every read the engine does for a request starts here.
 */
export function inScope(entity: EntityDef, who: ScopeHolder, qb: AnySelect): AnySelect {
  if (entity.scope === 'site') return qb.where(sql.ref(entity.columnOf('siteId')), '=', who.siteId);
  if (who.tenantId === undefined) return qb;
  if (entity.scope === 'tenant') return qb.where(sql.ref(entity.columnOf('tenantId')), '=', who.tenantId);
  if (entity.tenantMembers) return qb.where(memberOf(entity.columnOf(entity.tenantMembers), who.tenantId));
  return qb;
}

/** Who a uniqueness check of `field` is about: no one tenant for a field unique across tenants. */
export function uniquenessScope(entity: EntityDef, field: string, who: ScopeHolder): ScopeHolder {
  return entity.uniqueAcrossTenants.includes(field) ? { siteId: who.siteId } : who;
}

/** A comma-separated tenant list column holds `tenantId` (an empty one: the default tenant). */
export function memberOf(column: string, tenantId: number) {
  const list = sql`(',' || coalesce(nullif(${sql.ref(column)}, ''), ${String(DEFAULT_TENANT)}) || ',')`;
  return sql<boolean>`${list} like ${`%,${tenantId},%`}`;
}

/** The scope columns a new row gets from the request. */
export function scopeValues(entity: EntityDef, who: ScopeHolder): [string, unknown][] {
  if (entity.scope === 'site') return [[entity.columnOf('siteId'), who.siteId]];
  if (entity.scope === 'tenant') return [[entity.columnOf('tenantId'), who.tenantId ?? DEFAULT_TENANT]];
  if (entity.tenantMembers) return [[entity.columnOf(entity.tenantMembers), String(who.tenantId ?? DEFAULT_TENANT)]];
  return [];
}
