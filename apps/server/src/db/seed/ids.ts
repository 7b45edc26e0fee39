import { createHash } from 'node:crypto';

/**
 * Deterministic 32-character id (md5 hex) of a stable slug. Seed rows use it so that a later run can tell
 * which seed rows already exist and insert only the missing ones, without duplicates.
 */
export function stableId(slug: string): string {
  return createHash('md5').update(slug).digest('hex');
}

/** Id of a menu row (menu types 0 and 1): `menu:` + its url without the leading slash, e.g. `menu:system/user`. */
export const menuId = (url: string): string => stableId(`menu:${url.replace(/^\/+/, '')}`);

/** Id of a button row (menu type 2): `btn:` + its permission code, e.g. `btn:system:user:add`. */
export const buttonId = (perms: string): string => stableId(`btn:${perms}`);

/** Id of a seeded data rule: `rule:` + the menu url + the rule's own slug. */
export const dataRuleId = (url: string, slug: string): string => stableId(`rule:${url.replace(/^\/+/, '')}:${slug}`);

export const roleId = (code: string): string => stableId(`role:${code}`);
export const siteId = (code: string): string => stableId(`site:${code}`);
export const departId = (orgCode: string): string => stableId(`depart:${orgCode}`);
export const userId = (username: string): string => stableId(`user:${username}`);
