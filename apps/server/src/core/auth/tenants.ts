import { forbidden } from '../errors.js';

/** The tenant of a default install, and of users whose `rel_tenant_ids` is empty. */
export const DEFAULT_TENANT = 1;
/** The built-in super user: holds every tenant. */
export const SUPER_USER = 'admin';
export const TENANT_FORBIDDEN = '用户租户信息变更,请重新登陆!';
export const TENANTS_FROZEN = '与该用户关联的租户均已被冻结，无法登录！';

/** Tenant ids of `sys_user.rel_tenant_ids` (comma-separated); none names the default tenant. */
export function tenantIdsOf(rel: string | null | undefined): number[] {
  const ids = (rel ?? '')
    .split(',')
    .map((t) => Number.parseInt(t, 10))
    .filter(Number.isInteger);
  return ids.length ? [...new Set(ids)] : [DEFAULT_TENANT];
}

export interface TenantHolder {
  username: string;
  tenantId: number | null;
  tenantIds: readonly number[];
}

/**
 * The tenant a request acts in: the `tenant-id` header when it names one of the session's tenants (any existing
 * tenant for the super user), else the session's own. A header naming another tenant answers 403, never data.
 */
export function requestTenant(s: TenantHolder, header: unknown, exists: (id: number) => boolean): number {
  if (typeof header !== 'string' || header === '' || header === '0') {
    if (s.tenantId !== null && holds(s, s.tenantId, exists)) return s.tenantId;
    const first = s.tenantIds.find((id) => holds(s, id, exists));
    if (first === undefined) throw forbidden(TENANTS_FROZEN);
    return first;
  }
  const id = Number(header);
  if (!Number.isInteger(id) || !holds(s, id, exists)) throw forbidden(TENANT_FORBIDDEN);
  return id;
}

const holds = (s: TenantHolder, id: number, exists: (id: number) => boolean) =>
  s.username === SUPER_USER ? exists(id) : s.tenantIds.includes(id) && exists(id);
