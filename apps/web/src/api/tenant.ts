import { useSession } from '../stores/session';
import { currentUserSites, selectSite } from './auth';
import { getAction } from './http';
import type { Tenant } from './types';

export const currentUserTenants = () =>
  getAction<{ list: Tenant[]; tenantId: number | null }>('/sys/tenant/getCurrentUserTenant');

/**
 * Moves the signed-in user into another of its tenants: the `tenant-id` header changes, the server moves the
 * session to a site of that tenant, and the stored user info follows that site.
 */
export async function enterTenant(tenantId: Tenant['id'], username: string): Promise<void> {
  const session = useSession.getState();
  session.setTenant(tenantId);
  const sites = await currentUserSites();
  if (!sites.success) throw new Error(sites.message);
  const siteId = sites.result.siteId ?? sites.result.list[0]?.id;
  if (!siteId) return;
  const response = await selectSite(siteId, username);
  if (!response.success) throw new Error(response.message);
  session.setUserInfo(response.result.userInfo);
}
