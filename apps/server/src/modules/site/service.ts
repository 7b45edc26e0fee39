import type { Database } from '../../db/index.js';
import type { SysSite } from '../../db/types.js';

export type SiteInfo = Pick<SysSite, 'id' | 'name' | 'code' | 'domain' | 'language' | 'logo'>;

const SITE_COLUMNS = ['s.id', 's.name', 's.code', 's.domain', 's.language', 's.logo'] as const;

/** Sites a user may work on: the enabled sites assigned to any of the user's roles. */
export class SiteService {
  constructor(private readonly db: Database) {}

  /** Stores the user's choice of site and department; answers the user row as it now is. */
  async saveChoice(userId: string, patch: { siteId?: string; orgCode?: string }) {
    await this.db.updateTable('sysUser').set(patch).where('id', '=', userId).execute();
    return this.db.selectFrom('sysUser').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  }

  async sitesOfUser(userId: string): Promise<SiteInfo[]> {
    return this.db
      .selectFrom('sysSite as s')
      .select(SITE_COLUMNS)
      .where('s.status', '=', 1)
      .where('s.delFlag', '=', 0)
      .where('s.id', 'in', (eb) =>
        eb
          .selectFrom('sysRoleSite as rs')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rs.roleId')
          .select('rs.siteId')
          .where('ur.userId', '=', userId),
      )
      .orderBy('s.sortNo')
      .orderBy('s.name')
      .execute();
  }

  /** The site to open a session on: the user's last choice while still allowed, else the first. */
  pickSite(sites: SiteInfo[], preferred: string | null): SiteInfo | undefined {
    return sites.find((s) => s.id === preferred) ?? sites[0];
  }
}
