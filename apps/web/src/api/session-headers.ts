import { readStored } from '../stores/expiring-storage';
import { TENANT_ID } from '../stores/storage-keys';

/** The headers of a signed-in call: the session token (when there is one) and the tenant (contract §2.5). */
export function sessionHeaders(token: string | null): Record<string, string> {
  const tenant = String(readStored<string | number>(TENANT_ID) ?? 0);
  return token ? { 'X-Access-Token': token, 'tenant-id': tenant } : { 'tenant-id': tenant };
}
