import { DEFAULT_TENANT, SUPER_USER } from '../../core/auth/tenants.js';
import type { Database } from '../../db/index.js';

/**
 * Who holds grants: a user in a tenant. Grants come from the roles and department roles of the request's tenant
 * only, so that a manager of one tenant is nobody special in another; the super user's roles hold everywhere.
 */
export interface Grantee {
  userId: string;
  username?: string;
  tenantId?: number | null;
}

export const granteeKey = (who: Grantee) =>
  who.username === SUPER_USER ? who.userId : `${who.userId}\u0000${who.tenantId ?? DEFAULT_TENANT}`;

/** The ids of the roles whose grants count for `who`. */
export function rolesOfTenant(db: Database, who: Grantee) {
  const roles = db.selectFrom('sysRole').select('id');
  return who.username === SUPER_USER ? roles : roles.where('tenantId', '=', who.tenantId ?? DEFAULT_TENANT);
}

/** The ids of the department roles whose grants count for `who`: those of the tenant's departments. */
export function departRolesOfTenant(db: Database, who: Grantee) {
  const roles = db.selectFrom('sysDepartRole as dr').innerJoin('sysDepart as d', 'd.id', 'dr.departId').select('dr.id');
  return who.username === SUPER_USER ? roles : roles.where('d.tenantId', '=', who.tenantId ?? DEFAULT_TENANT);
}
