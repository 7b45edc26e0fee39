import type { Database } from '../../db/index.js';
import type { SysDepart } from '../../db/types.js';
import { DEFAULT_TENANT } from '../auth/tenants.js';

/** The (not deleted) departments of a tenant a user belongs to, in department order (login, site switch). */
export async function departsOfUser(db: Database, userId: string, tenantId: number | null): Promise<SysDepart[]> {
  return db
    .selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .selectAll('d')
    .where('ud.userId', '=', userId)
    .where('d.tenantId', '=', tenantId ?? DEFAULT_TENANT)
    .where('d.delFlag', '=', '0')
    .orderBy('d.departOrder')
    .execute();
}

/** Org codes of every department a user is linked to (data-rule variable `sysMultiOrgCode`). */
export async function orgCodesOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .select('d.orgCode')
    .where('ud.userId', '=', userId)
    .execute();
  return rows.map((d) => d.orgCode);
}

/** A user's identity (1 ordinary, 2 上级 heading departments); undefined for an unknown user. */
export async function userIdentityOf(db: Database, userId: string): Promise<number | null | undefined> {
  const user = await db.selectFrom('sysUser').select('userIdentity').where('id', '=', userId).executeTakeFirst();
  return user?.userIdentity;
}
