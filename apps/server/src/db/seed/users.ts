import { newId } from '../../core/time.js';
import type { SysUser } from '../types.js';
import { orgCodeOf } from './org.js';
import { audit, type SeedContext } from './util.js';

export interface SeedUserDef {
  username: string;
  realname: string;
  /** Department name (see org.ts). */
  depart: string;
  role: 'admin' | 'editor' | 'auditor';
  sex: 1 | 2;
  phone: string;
  birthday: string;
  workNo: string;
  telephone?: string;
  /** Department heads (user_identity 2) and the departments they are in charge of. */
  manages?: string[];
}

/** admin, editor and auditor first, then the demo staff (all with the editor role). */
export const SEED_USERS: readonly SeedUserDef[] = [
  {
    username: 'admin',
    realname: '系统管理员',
    depart: '云站科技有限公司',
    role: 'admin',
    sex: 1,
    phone: '13800138000',
    birthday: '1985-06-18',
    workNo: 'YZ0001',
    telephone: '0755-86001000',
  },
  {
    username: 'editor',
    realname: '内容编辑',
    depart: '品牌部',
    role: 'editor',
    sex: 2,
    phone: '13800138001',
    birthday: '1993-09-02',
    workNo: 'YZ0002',
  },
  {
    username: 'auditor',
    realname: '审计员',
    depart: '行政人事部',
    role: 'auditor',
    sex: 1,
    phone: '13800138002',
    birthday: '1988-12-25',
    workNo: 'YZ0003',
  },
  {
    username: 'xuli',
    realname: '徐丽',
    depart: '研发中心',
    role: 'editor',
    sex: 2,
    phone: '13826541190',
    birthday: '1982-04-11',
    workNo: 'YZ1001',
    telephone: '0755-86001300',
    manages: ['研发中心'],
  },
  {
    username: 'zhangwei',
    realname: '张伟',
    depart: '软件部',
    role: 'editor',
    sex: 1,
    phone: '13823917452',
    birthday: '1991-03-12',
    workNo: 'YZ1002',
  },
  {
    username: 'wangfang',
    realname: '王芳',
    depart: '软件部',
    role: 'editor',
    sex: 2,
    phone: '13871205538',
    birthday: '1994-07-21',
    workNo: 'YZ1003',
  },
  {
    username: 'lina',
    realname: '李娜',
    depart: '硬件部',
    role: 'editor',
    sex: 2,
    phone: '13850683217',
    birthday: '1990-11-05',
    workNo: 'YZ1004',
  },
  {
    username: 'liuyang',
    realname: '刘洋',
    depart: '硬件部',
    role: 'editor',
    sex: 1,
    phone: '13809471326',
    birthday: '1989-01-30',
    workNo: 'YZ1005',
  },
  {
    username: 'sunjian',
    realname: '孙健',
    depart: '市场中心',
    role: 'editor',
    sex: 1,
    phone: '13866320914',
    birthday: '1984-08-16',
    workNo: 'YZ2001',
    telephone: '0755-86001400',
    manages: ['市场中心'],
  },
  {
    username: 'chenjing',
    realname: '陈静',
    depart: '品牌部',
    role: 'editor',
    sex: 2,
    phone: '13812758830',
    birthday: '1995-05-09',
    workNo: 'YZ2002',
  },
  {
    username: 'yangfan',
    realname: '杨帆',
    depart: '海外市场部',
    role: 'editor',
    sex: 1,
    phone: '13837046652',
    birthday: '1992-10-14',
    workNo: 'YZ2003',
  },
  {
    username: 'zhaomin',
    realname: '赵敏',
    depart: '海外市场部',
    role: 'editor',
    sex: 2,
    phone: '13894512067',
    birthday: '1996-02-27',
    workNo: 'YZ2004',
  },
  {
    username: 'huangqiang',
    realname: '黄强',
    depart: '售后服务部',
    role: 'editor',
    sex: 1,
    phone: '13845290718',
    birthday: '1987-06-03',
    workNo: 'YZ3001',
  },
  {
    username: 'zhouting',
    realname: '周婷',
    depart: '售后服务部',
    role: 'editor',
    sex: 2,
    phone: '13878163409',
    birthday: '1997-12-19',
    workNo: 'YZ3002',
  },
  {
    username: 'wuhao',
    realname: '吴昊',
    depart: '行政人事部',
    role: 'editor',
    sex: 1,
    phone: '13830957281',
    birthday: '1990-09-08',
    workNo: 'YZ4001',
  },
];

const EMAIL_DOMAIN = 'example.com.cn';

/**
 * Creates the seed users, their roles and departments, unless a user `admin` exists. All share one password
 * hash. Answers whether the users were created by this run (a concurrent process may have won the race).
 */
export async function seedUsers(
  ctx: SeedContext,
  password: { hash: string; changeRequired: boolean },
): Promise<boolean> {
  const { db, now } = ctx;
  const departs = await db.selectFrom('sysDepart').select(['id', 'orgCode']).execute();
  const departByCode = new Map(departs.map((d) => [d.orgCode, d.id]));

  const rows: SysUser[] = SEED_USERS.map((u) => {
    const orgCode = orgCodeOf(u.depart);
    const managed = (u.manages ?? []).map((n) => departByCode.get(orgCodeOf(n))).filter((id) => id !== undefined);
    return {
      id: newId(),
      username: u.username,
      realname: u.realname,
      password: password.hash,
      salt: null,
      avatar: null,
      birthday: u.birthday,
      sex: u.sex,
      email: `${u.username}@${EMAIL_DOMAIN}`,
      phone: u.phone,
      orgCode: departByCode.has(orgCode) ? orgCode : null,
      status: 1,
      delFlag: 0,
      thirdId: null,
      thirdType: null,
      activitiSync: 1,
      workNo: u.workNo,
      post: null,
      telephone: u.telephone ?? null,
      userIdentity: managed.length ? 2 : 1,
      departIds: managed.length ? managed.join(',') : null,
      relTenantIds: null,
      clientId: null,
      siteId: null,
      passwordChangeRequired: password.changeRequired ? 1 : 0,
      ...audit(now),
    };
  });

  // The admin row decides: if another process (or a renamed admin keeping its e-mail) got there first, stop.
  const [admin, ...staff] = rows;
  const won = await db
    .insertInto('sysUser')
    .values(admin)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!won) return false;
  const created = await db
    .insertInto('sysUser')
    .values(staff)
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'username'])
    .execute();
  const createdIds = new Set([admin.id, ...created.map((c) => c.id)]);

  const roleIds = await ctx.roleIds();
  const userRoles = [];
  const userDeparts = [];
  for (const [i, u] of SEED_USERS.entries()) {
    const row = rows[i];
    if (!createdIds.has(row.id)) continue;
    const rid = roleIds.get(u.role);
    if (rid) userRoles.push({ id: newId(), userId: row.id, roleId: rid });
    const did = row.orgCode ? departByCode.get(row.orgCode) : undefined;
    if (did) userDeparts.push({ id: newId(), userId: row.id, depId: did });
  }
  if (userRoles.length) await db.insertInto('sysUserRole').values(userRoles).execute();
  if (userDeparts.length) await db.insertInto('sysUserDepart').values(userDeparts).execute();
  return true;
}
