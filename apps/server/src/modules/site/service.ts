import type { SessionContext, SessionStore } from '../../core/auth/session.js';
import { DEFAULT_TENANT, SUPER_USER } from '../../core/auth/tenants.js';
import type { Database } from '../../db/index.js';
import type { SysSite } from '../../db/types.js';

export type SiteInfo = Pick<SysSite, 'id' | 'name' | 'code' | 'domain' | 'language' | 'logo'>;

const SITE_COLUMNS = ['s.id', 's.name', 's.code', 's.domain', 's.language', 's.logo'] as const;

/** Who asks for sites: a user in a tenant (the super user works on every site of a tenant). */
export interface SiteHolder {
  userId: string;
  username: string;
  tenantId: number | null;
}

/** Sites a user may work on: the enabled sites of the tenant assigned to any of the user's roles. */
export class SiteService {
  constructor(private readonly db: Database) {}

  /** Stores the user's choice of site and department; answers the user row as it now is. */
  async saveChoice(userId: string, patch: { siteId?: string; orgCode?: string }) {
    await this.db.updateTable('sysUser').set(patch).where('id', '=', userId).execute();
    return this.db.selectFrom('sysUser').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  }

  async sitesOfUser(who: SiteHolder): Promise<SiteInfo[]> {
    let qb = this.db
      .selectFrom('sysSite as s')
      .select(SITE_COLUMNS)
      .where('s.status', '=', 1)
      .where('s.delFlag', '=', 0)
      .where('s.tenantId', '=', who.tenantId ?? DEFAULT_TENANT);
    if (who.username !== SUPER_USER) {
      qb = qb.where('s.id', 'in', (eb) =>
        eb
          .selectFrom('sysRoleSite as rs')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rs.roleId')
          .select('rs.siteId')
          .where('ur.userId', '=', who.userId),
      );
    }
    return qb.orderBy('s.sortNo').orderBy('s.name').execute();
  }

  /** Moves a session into another tenant of its user, on the first site it has there (or none). */
  async enterTenant(sessions: SessionStore, s: SessionContext, tenantId: number): Promise<SessionContext> {
    const siteId = (await this.sitesOfUser({ ...s, tenantId }))[0]?.id ?? null;
    await sessions.update(s.sid, { tenantId, siteId });
    return { ...s, tenantId, siteId };
  }

  /** The site to open a session on: the user's last choice while still allowed, else the first. */
  pickSite(sites: SiteInfo[], preferred: string | null): SiteInfo | undefined {
    return sites.find((s) => s.id === preferred) ?? sites[0];
  }
}
