import type { UserTaskConfig } from '@yunzhan/common/workflow/user-task';
import { tenantIdsOf } from '../../core/auth/tenants.js';
import type { Database } from '../../db/index.js';

/** Someone who may act on a task. */
export interface Person {
  id: string;
  username: string;
  realname: string | null;
}

/** Who applied, as a process remembers it: the department is the one the applicant acted in. */
export interface Applicant {
  username: string;
  realname: string | null;
  orgCode: string | null;
}

const HEAD = 2;
const ACTIVE = 1;

/**
 * Turns a user task's settings into people of the tenant, resolved when the task is created: a role's members,
 * a department's staff, the applicant's department head — a user of identity 上级 in charge of the applicant's
 * department, or of the nearest one above with a head — and the applicant's leader, the head above that one.
 * Frozen, deleted and other tenants' users never receive a task.
 */
export class Assignees {
  constructor(private readonly db: Database) {}

  async resolve(c: UserTaskConfig, applicant: Applicant, tenantId: number): Promise<Person[]> {
    const names: string[] = [];
    if (c.assignee) names.push(c.assignee);
    names.push(...c.candidateUsers);
    if (c.applicant) names.push(applicant.username);
    const ids: string[] = [];
    if (c.candidateRoles.length) ids.push(...(await this.roleMembers(c.candidateRoles, tenantId)));
    if (c.candidateDeparts.length) ids.push(...(await this.departMembers(c.candidateDeparts, tenantId)));
    if (c.deptHead || c.leader) {
      const self = await this.db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', applicant.username)
        .executeTakeFirst();
      const dept = await this.departOf(applicant.orgCode, tenantId);
      const head = dept ? await this.nearestHeads(dept.id, tenantId, self?.id) : undefined;
      if (c.deptHead && head) ids.push(...head.heads);
      if (c.leader && head) ids.push(...((await this.nearestHeads(head.parentId, tenantId, self?.id))?.heads ?? []));
    }
    return this.people(names, ids, tenantId);
  }

  /** Who a task past its due time escalates to: the heads of the assignee's department, or above when they are it. */
  async leaderOf(username: string, tenantId: number): Promise<Person[]> {
    const user = await this.db
      .selectFrom('sysUser')
      .select(['id', 'orgCode'])
      .where('username', '=', username)
      .executeTakeFirst();
    const dept = user ? await this.departOf(user.orgCode, tenantId) : undefined;
    if (!user || !dept) return [];
    return this.people([], (await this.nearestHeads(dept.id, tenantId, user.id))?.heads ?? [], tenantId);
  }

  /** The codes of a user's roles in the tenant (who may start what). */
  async roleCodes(userId: string, tenantId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('r.roleCode')
      .where('ur.userId', '=', userId)
      .where('r.tenantId', '=', tenantId)
      .execute();
    return rows.map((r) => r.roleCode);
  }

  /** Active users of the tenant (`anyTenant`: of any tenant, the super user) by username, in the order given. */
  async known(usernames: readonly string[], tenantId: number, anyTenant = false): Promise<Person[]> {
    return this.people(usernames, [], tenantId, anyTenant);
  }

  private async people(
    usernames: readonly string[],
    ids: readonly string[],
    tenantId: number,
    anyTenant = false,
  ): Promise<Person[]> {
    if (!usernames.length && !ids.length) return [];
    const rows = await this.db
      .selectFrom('sysUser')
      .select(['id', 'username', 'realname', 'relTenantIds'])
      .where((eb) =>
        eb.or([
          ...(usernames.length ? [eb('username', 'in', [...usernames])] : []),
          ...(ids.length ? [eb('id', 'in', [...ids])] : []),
        ]),
      )
      .where('status', '=', ACTIVE)
      .where('delFlag', '=', 0)
      .execute();
    const ok = rows.filter((r) => anyTenant || tenantIdsOf(r.relTenantIds).includes(tenantId));
    const order = [...usernames, ...ok.filter((r) => ids.includes(r.id)).map((r) => r.username)];
    const seen = new Set<string>();
    const out: Person[] = [];
    for (const name of order) {
      const r = ok.find((x) => x.username === name);
      if (r && !seen.has(name)) {
        seen.add(name);
        out.push({ id: r.id, username: r.username, realname: r.realname });
      }
    }
    return out;
  }

  private async roleMembers(codes: readonly string[], tenantId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('ur.userId')
      .where('r.roleCode', 'in', [...codes])
      .where('r.tenantId', '=', tenantId)
      .execute();
    return rows.map((r) => r.userId);
  }

  private async departMembers(departIds: readonly string[], tenantId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysUserDepart as ud')
      .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select('ud.userId')
      .where('d.id', 'in', [...departIds])
      .where('d.tenantId', '=', tenantId)
      .execute();
    return rows.map((r) => r.userId);
  }

  private departOf(orgCode: string | null, tenantId: number) {
    if (!orgCode) return undefined;
    return this.db
      .selectFrom('sysDepart')
      .select(['id', 'parentId'])
      .where('orgCode', '=', orgCode)
      .where('tenantId', '=', tenantId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
  }

  /** Users of identity 上级 whose departments in charge (`depart_ids`) include the department. */
  private async headsOf(departId: string, tenantId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysUser')
      .select(['id', 'departIds', 'relTenantIds'])
      .where('userIdentity', '=', HEAD)
      .where('departIds', 'like', `%${departId}%`)
      .execute();
    return rows
      .filter(
        (r) => (r.departIds ?? '').split(',').includes(departId) && tenantIdsOf(r.relTenantIds).includes(tenantId),
      )
      .map((r) => r.id);
  }

  /**
   * The heads of the department, or of the nearest one above that has any (someone who heads their own department
   * is led from above): who leads the department, and the parent of the department where they were found.
   */
  private async nearestHeads(
    departId: string | null,
    tenantId: number,
    except?: string,
  ): Promise<{ heads: string[]; parentId: string | null } | undefined> {
    let at = departId;
    for (let depth = 0; at && depth < 20; depth++) {
      const parent = await this.db.selectFrom('sysDepart').select('parentId').where('id', '=', at).executeTakeFirst();
      const heads = (await this.headsOf(at, tenantId)).filter((id) => id !== except);
      if (heads.length) return { heads, parentId: parent?.parentId ?? null };
      at = parent?.parentId ?? null;
    }
    return undefined;
  }
}
