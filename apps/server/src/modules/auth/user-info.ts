import type { SysUser } from '../../db/types.js';
import type { SiteInfo } from '../site/service.js';

/** A user row as JSON: password and salt never leave the server. */
export function publicUser(u: SysUser) {
  const { password: _p, salt: _s, passwordChangeRequired, ...rest } = u;
  return { ...rest, passwordChangeRequired: passwordChangeRequired === 1 };
}

/** `userInfo` of login and site/department selection: the user plus the session's site and tenant. */
export function userInfo(u: SysUser, site: SiteInfo | undefined, tenantId: number | null) {
  return {
    ...publicUser(u),
    siteId: site?.id ?? null,
    siteName: site?.name ?? null,
    siteInfo: site ?? null,
    tenantId,
  };
}
