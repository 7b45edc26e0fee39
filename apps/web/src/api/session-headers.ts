import { readStored } from '../stores/expiring-storage';
import { LANGUAGE, TENANT_ID } from '../stores/storage-keys';

/**
 * The headers of a signed-in call: the session token (when there is one), the tenant (contract §2.5) and the
 * interface language, always named so that the server's dictionary texts and menu titles follow the interface and
 * never the browser's own language.
 */
export function sessionHeaders(token: string | null): Record<string, string> {
  const tenant = String(readStored<string | number>(TENANT_ID) ?? 0);
  const language = localStorage.getItem(LANGUAGE) === 'en-US' ? 'en-US' : 'zh-CN';
  const common = { 'tenant-id': tenant, 'Accept-Language': language };
  return token ? { 'X-Access-Token': token, ...common } : common;
}
