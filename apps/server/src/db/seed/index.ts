import { generatePassword, hashPassword } from '../../core/auth/password.js';
import type { FileStorage } from '../../core/files/storage.js';
import { formatDateTime } from '../../core/time.js';
import type { Database } from '../index.js';
import { seedAreas } from './areas.js';
import { seedCategories } from './categories.js';
import { seedSystemDemo } from './demo-system.js';
import { seedDemoVersions } from './demo-versions.js';
import { seedDicts } from './dicts.js';
import { seedFillRules } from './fill-rules.js';
import { seedJobs } from './jobs.js';
import { seedLoginLogs } from './logs.js';
import { SEED_ROLE_CODES, seedMenus } from './menus.js';
import { seedDeparts, seedRoles, seedSites, seedTenants } from './org.js';
import { seedSiteContent } from './site-content.js';
import { seedTemplates } from './templates.js';
import { seedUsers } from './users.js';
import type { SeedContext, SeedDb } from './util.js';
import { seedWorkflow } from './workflow.js';

export { SEED_DICTS } from './dicts.js';
export { buttonId, departId, menuId, roleId, siteId, stableId } from './ids.js';
export { MENU_TREE, STANDARD_ACTIONS } from './menu-tree.js';
export {
  grantedTo,
  MENU_COMPONENTS,
  PERMISSION_CODES,
  SEED_DATA_RULES,
  SEED_MENUS,
  SEED_ROLE_CODES,
  type SeedRoleCode,
} from './menus.js';
export { SEED_DEPARTS, SEED_ROLES, SEED_SITES } from './org.js';
export { SEED_USERS } from './users.js';

export interface SeedOptions {
  /** From config ADMIN_PASSWORD: the password of every seeded user, not to be changed at first login. */
  adminPassword?: string;
  /** Where demo content's files go (the uploads folder). */
  files?: FileStorage;
}

export interface SeedReport {
  /** Set only when the users were created by this run with a generated password (the caller prints it once). */
  generatedPassword?: string;
}

function context(db: SeedDb, now: string, files?: FileStorage): SeedContext {
  let roles: Map<string, string> | undefined;
  return {
    db,
    now,
    files,
    createdRoles: new Set(),
    async roleIds() {
      roles ??= new Map(
        (
          await db
            .selectFrom('sysRole')
            .select(['id', 'roleCode'])
            .where('roleCode', 'in', [...SEED_ROLE_CODES])
            .execute()
        ).map((r) => [r.roleCode, r.id]),
      );
      return roles;
    },
  };
}

/**
 * Idempotent seed, run at every start after the migrations. Everything is inserted only when missing and
 * existing rows are never overwritten:
 * - dictionaries by code, their items by value;
 * - tenant, sites, departments, roles and demo categories when their table is empty; the demo sites' content with
 *   the sites;
 * - China's areas when the area table is empty;
 * - every site's rows of the built-in templates, once per server version (`templates.ts`);
 * - menu rows by stable id (new rows are granted to the seeded roles);
 * - users (and a week of login logs, the system screens' demo rows, a few demo edits) when there is no user `admin`.
 * When nothing is to do it costs a handful of SELECTs. All writes happen in one transaction.
 */
export async function seed(db: Database, opts: SeedOptions): Promise<SeedReport> {
  const now = formatDateTime();
  const hasAdmin = await db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirst();
  // scrypt is slow: hash once, outside the transaction, and share the hash among the seeded users.
  const password = hasAdmin ? undefined : (opts.adminPassword ?? generatePassword());
  const hash = password ? await hashPassword(password) : undefined;

  return db.transaction().execute(async (trx) => {
    const ctx = context(trx, now, opts.files);
    await seedDicts(ctx);
    await seedTenants(ctx);
    const sitesCreated = await seedSites(ctx);
    await seedDeparts(ctx);
    await seedRoles(ctx, sitesCreated);
    await seedMenus(ctx);
    await seedCategories(ctx);
    await seedAreas(ctx);
    await seedSiteContent(ctx, sitesCreated);
    await seedTemplates(ctx);
    await seedJobs(ctx);
    await seedFillRules(ctx);
    await seedWorkflow(ctx);
    if (!hash) return {};
    const created = await seedUsers(ctx, { hash, changeRequired: !opts.adminPassword });
    if (!created) return {};
    await seedLoginLogs(ctx);
    await seedSystemDemo(ctx);
    await seedDemoVersions(ctx);
    return opts.adminPassword ? {} : { generatedPassword: password };
  });
}
