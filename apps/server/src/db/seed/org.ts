import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { newId } from '../../core/time.js';
import { departId, roleId, siteId } from './ids.js';
import { audit, insertAll, type SeedContext } from './util.js';

// ---- Tenants -------------------------------------------------------------------------------------------------

/** The one tenant, created when sys_tenant is empty. Users' relTenantIds stay null (no tenant restriction). */
export async function seedTenants(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  if (await db.selectFrom('sysTenant').select('id').limit(1).executeTakeFirst()) return;
  await insertAll(db, 'sysTenant', [
    {
      id: DEFAULT_TENANT,
      name: '云站科技',
      createTime: now,
      createBy: 'admin',
      beginDate: null,
      endDate: null,
      status: 1,
    },
  ]);
}

// ---- Sites ---------------------------------------------------------------------------------------------------

export const SEED_SITES = [
  {
    code: 'cn',
    name: '中文官网',
    domain: 'www.example.com.cn',
    language: 'zh-CN',
    description: '面向中国大陆用户的中文官方网站',
  },
  {
    code: 'en',
    name: 'English site',
    domain: 'www.example.com',
    language: 'en',
    description: '面向海外用户的英文站点',
  },
] as const;

export type SeedSiteCode = (typeof SEED_SITES)[number]['code'];

/** Creates the two sites when sys_site is empty; answers whether it did. */
export async function seedSites(ctx: SeedContext): Promise<boolean> {
  const { db, now } = ctx;
  if (await db.selectFrom('sysSite').select('id').limit(1).executeTakeFirst()) return false;
  await insertAll(
    db,
    'sysSite',
    SEED_SITES.map((s, i) => ({
      id: siteId(s.code),
      name: s.name,
      code: s.code,
      domain: s.domain,
      language: s.language,
      logo: null,
      status: 1,
      sortNo: i + 1,
      description: s.description,
      delFlag: 0,
      tenantId: DEFAULT_TENANT,
      ...audit(now),
    })),
  );
  return true;
}

// ---- Departments ---------------------------------------------------------------------------------------------

interface DepartDef {
  name: string;
  en: string;
  abbr?: string;
  /** org_category: 1 公司, 2 部门, 3 岗位. */
  category: '1' | '2' | '3';
  mobile?: string;
  fax?: string;
  address?: string;
  memo?: string;
  children?: DepartDef[];
}

const DEPART_TREE: DepartDef = {
  name: '云站科技有限公司',
  en: 'Yunzhan Technology Co., Ltd.',
  abbr: '云站科技',
  category: '1',
  mobile: '0755-86001234',
  fax: '0755-86001235',
  address: '广东省深圳市南山区科技园科苑路8号',
  memo: '集团总部',
  children: [
    {
      name: '研发中心',
      en: 'R&D Center',
      category: '2',
      mobile: '0755-86001301',
      address: '深圳市南山区科技园科苑路8号A座5楼',
      children: [
        {
          name: '软件部',
          en: 'Software Department',
          category: '2',
          mobile: '0755-86001311',
          children: [
            { name: '前端开发岗', en: 'Front-end Developer', category: '3' },
            { name: '后端开发岗', en: 'Back-end Developer', category: '3' },
          ],
        },
        { name: '硬件部', en: 'Hardware Department', category: '2', mobile: '0755-86001321' },
      ],
    },
    {
      name: '市场中心',
      en: 'Marketing Center',
      category: '2',
      mobile: '0755-86001401',
      address: '深圳市南山区科技园科苑路8号B座3楼',
      children: [
        { name: '品牌部', en: 'Brand Department', category: '2', mobile: '0755-86001411' },
        { name: '海外市场部', en: 'Overseas Marketing Department', category: '2', mobile: '0755-86001421' },
      ],
    },
    {
      name: '客户服务中心',
      en: 'Customer Service Center',
      category: '2',
      mobile: '400-800-1234',
      children: [{ name: '售后服务部', en: 'After-sales Service Department', category: '2', mobile: '400-800-1234' }],
    },
    { name: '行政人事部', en: 'Administration & HR Department', category: '2', mobile: '0755-86001501' },
  ],
};

export interface SeedDepart {
  id: string;
  parentId: string | null;
  name: string;
  orgCode: string;
  def: DepartDef;
  level: number;
  order: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The department tree flattened; org codes as in contract §6: `A01`, `A01A01`, `A01A01A01` … */
export const SEED_DEPARTS: readonly SeedDepart[] = (() => {
  const out: SeedDepart[] = [];
  const walk = (def: DepartDef, parent: SeedDepart | null, index: number) => {
    const orgCode = `${parent?.orgCode ?? ''}A${pad2(index + 1)}`;
    const d: SeedDepart = {
      id: departId(orgCode),
      parentId: parent?.id ?? null,
      name: def.name,
      orgCode,
      def,
      level: (parent?.level ?? 0) + 1,
      order: index + 1,
    };
    out.push(d);
    def.children?.forEach((c, i) => {
      walk(c, d, i);
    });
  };
  walk(DEPART_TREE, null, 0);
  return out;
})();

/** Org code of a department by name (the seed's names are unique). */
export function orgCodeOf(name: string): string {
  const d = SEED_DEPARTS.find((x) => x.name === name);
  if (!d) throw new Error(`Unknown seed department ${name}`);
  return d.orgCode;
}

/** Creates the department tree when sys_depart is empty. */
export async function seedDeparts(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  if (await db.selectFrom('sysDepart').select('id').limit(1).executeTakeFirst()) return;
  await insertAll(
    db,
    'sysDepart',
    SEED_DEPARTS.map((d) => ({
      id: d.id,
      tenantId: DEFAULT_TENANT,
      parentId: d.parentId,
      departName: d.name,
      departNameEn: d.def.en,
      departNameAbbr: d.def.abbr ?? null,
      departOrder: d.order,
      description: null,
      orgCategory: d.def.category,
      orgType: String(d.level),
      orgCode: d.orgCode,
      mobile: d.def.mobile ?? null,
      fax: d.def.fax ?? null,
      address: d.def.address ?? null,
      memo: d.def.memo ?? null,
      status: '1',
      delFlag: '0',
      ...audit(now),
    })),
  );
}

// ---- Roles ---------------------------------------------------------------------------------------------------

export const SEED_ROLES = [
  { code: 'admin', name: '管理员', description: '系统管理员，拥有全部权限', sites: ['cn', 'en'] },
  { code: 'editor', name: '内容编辑', description: '维护中文官网的站点内容', sites: ['cn'] },
  { code: 'auditor', name: '审计员', description: '只读查看系统管理数据与日志', sites: ['cn', 'en'] },
  { code: 'guest', name: '访客', description: '仅可进入中文官网，未分配任何菜单权限', sites: ['cn'] },
] as const satisfies readonly { code: string; name: string; description: string; sites: readonly SeedSiteCode[] }[];

/**
 * Creates the four roles when sys_role is empty (they then receive their permission sets in `seedMenus`), and
 * assigns sites to the roles or sites created by this run.
 */
export async function seedRoles(ctx: SeedContext, sitesCreated: boolean): Promise<void> {
  const { db, now } = ctx;
  if (!(await db.selectFrom('sysRole').select('id').limit(1).executeTakeFirst())) {
    await insertAll(
      db,
      'sysRole',
      SEED_ROLES.map((r) => ({
        id: roleId(r.code),
        tenantId: DEFAULT_TENANT,
        roleName: r.name,
        roleCode: r.code,
        description: r.description,
        ...audit(now),
      })),
    );
    for (const r of SEED_ROLES) ctx.createdRoles.add(r.code);
  }
  if (!ctx.createdRoles.size && !sitesCreated) return;

  const roleIds = await ctx.roleIds();
  const sites = await db
    .selectFrom('sysSite')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      SEED_SITES.map((s) => s.code),
    )
    .execute();
  const siteIds = new Map(sites.map((s) => [s.code, s.id]));
  const rows = SEED_ROLES.flatMap((r) => {
    const rid = roleIds.get(r.code);
    if (!rid || !(sitesCreated || ctx.createdRoles.has(r.code))) return [];
    return r.sites.flatMap((code) => {
      const sid = siteIds.get(code);
      return sid ? [{ id: newId(), roleId: rid, siteId: sid }] : [];
    });
  });
  await insertAll(db, 'sysRoleSite', rows);
}
