import type { EntityDef } from '@yunzhan/common/entities/index';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { DynamicDb } from '../../db/index.js';
import { DEFAULT_TENANT } from '../auth/tenants.js';
import type { Condition } from '../query/index.js';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Who acts: written to audit columns, used for site and tenant scope. */
export interface Actor {
  username: string;
  siteId: string | null;
  /**
   * The request's tenant: rows of tenant-scoped entities, and users, outside it are missing rows. Undefined only
   * for the server's own actors (jobs, the public side), which are not inside one tenant.
   */
  tenantId?: number;
  /**
   * The user's data rules by entity name (contract §4.4): every read of that entity on the actor's behalf (lists,
   * rows by id, the recycle bin, children) stays inside them, so a row outside answers as a missing row.
   */
  rules?: ReadonlyMap<string, readonly Condition[]>;
  /** Rows of an entity that belong to a row of another (a dictionary's items, a department's roles), by entity
   * name: the field naming the owner and the owner's store. The actor sees such a row only with its owner. */
  within?: ReadonlyMap<string, { field: string; owner: OwnerStore }>;
}

/** What an owned row's check needs of its owner's store (`EntityStore`). */
export interface OwnerStore {
  readonly entity: EntityDef;
  scoped(actor: Actor, db?: DynamicDb): AnySelect;
  /** What of the actor limits the owner's rows (a key of cached totals). */
  ruleKey(actor: Actor): unknown;
}

export const actorOf = (s: { username: string; siteId: string | null; tenantId?: number | null }): Actor => ({
  username: s.username,
  siteId: s.siteId,
  tenantId: s.tenantId ?? DEFAULT_TENANT,
});

/** The actor without its data rules: for checks that must see every row (uniqueness, children, cycles). */
export const unruled = (actor: Actor): Actor =>
  actor.rules || actor.within ? { ...actor, rules: undefined, within: undefined } : actor;

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
