import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import type { EntityStore, ListScope, Row } from '../../core/crud/store.js';
import { languageOf } from '../../core/language.js';
import { applyFilters, type Condition, parseListQuery, type QueryParams } from '../../core/query/index.js';
import { page } from '../../core/result.js';
import { sessionOf } from '../../core/route.js';
import { dynamic } from '../../db/index.js';
import type { PermissionService } from '../permission/service.js';
import { notReserved } from './params.js';
import { PICKER_FIELDS, pickerRow, userColumnsFor } from './projection.js';
import { MAX_IDS, type UserService } from './service.js';

/**
 * What user look-ups show the caller (docs/security/user-data.md): personal columns only to those who may list
 * users, and never a user outside the caller's data rules on the user list.
 */
export class UserLookups {
  constructor(
    private readonly crud: CrudDeps,
    private readonly users: UserService,
    private readonly permissions: PermissionService,
    private readonly store: EntityStore,
  ) {}

  /** Users of a department and its sub-departments; an unknown department matches nobody. */
  async departScope(departId: string | undefined): Promise<ListScope> {
    if (!departId) return {};
    const code = await this.users.orgCodeOf(departId);
    if (!code) return { conditions: [{ type: 'none' }] };
    return { where: (qb) => qb.where('sys_user.id', 'in', this.users.usersUnder(code)) };
  }

  /** The members of a role. */
  roleScope(roleId: string): ListScope['where'] {
    return (qb) =>
      qb.where(
        'sys_user.id',
        'in',
        dynamic(this.crud.db).selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId),
      );
  }

  /** What the caller may see of users: its actor (data rules on the user list) and the columns it may read. */
  private async lookupOf(req: FastifyRequest) {
    const s = sessionOf(req);
    const { full, fields } = userColumnsFor(await this.permissions.grantedCodes(s));
    return { full, fields, actor: await actorFor(this.crud, s, sysUser) };
  }

  /** Picker columns of users matching `conditions` (and `where`), newest first, within the caller's rules. */
  private async pickerSelect(
    req: FastifyRequest,
    conditions: Condition[],
    where?: ListScope['where'],
    limit = MAX_IDS,
  ) {
    const lookup = await this.lookupOf(req);
    const filtered = applyFilters(
      this.store.scoped(lookup.actor),
      sysUser,
      { conditions: [...conditions, notReserved] },
      { dialect: this.crud.dialect },
    );
    const rows: Row[] = await (where ? where(filtered) : filtered)
      .select(PICKER_FIELDS.map((n) => sql.ref(sysUser.columnOf(n)).as(n)))
      .orderBy('create_time', 'desc')
      .limit(limit)
      .execute();
    return { rows, fields: lookup.fields };
  }

  private async pickerRows(
    req: FastifyRequest,
    { rows, fields }: { rows: Row[]; fields: readonly string[] },
    withDepartNames = false,
  ) {
    if (withDepartNames) await this.users.addOrgCodeTxt(rows);
    await addDictText(sysUser, rows, this.crud.dicts.in(languageOf(req)), this.crud.db);
    return rows.map((r) => pickerRow(r, fields));
  }

  /** Users by id or username (pickers). */
  async byKeys(req: FastifyRequest, keys: { field: 'id' | 'username'; values: string[] }[]) {
    const conditions: Condition[] = keys.map((x) => ({ type: 'in' as const, ...x }));
    return this.pickerRows(req, await this.pickerSelect(req, conditions));
  }

  /** Users of a department's sub-tree (org code prefix), optionally by real name. */
  async underDepart(req: FastifyRequest, orgCode: string, conditions: Condition[]) {
    const where: ListScope['where'] = (qb) => qb.where('sys_user.id', 'in', this.users.usersUnder(orgCode));
    return this.pickerRows(req, await this.pickerSelect(req, conditions, where, 5000), true);
  }

  /**
   * A paged list of users with a scope (role members, department members, the picker): whole rows for those who
   * may list users, the picker columns for the others; within the caller's data rules.
   */
  async scopedPage(req: FastifyRequest, scope: ListScope, picker = false) {
    const lookup = await this.lookupOf(req);
    const q = req.query as QueryParams;
    const query = parseListQuery(sysUser, { column: q.column, order: q.order, pageNo: q.pageNo, pageSize: q.pageSize });
    const conditions = [...(scope.conditions ?? []), notReserved];
    const { records, total } = await this.store.page(lookup.actor, query, { ...scope, conditions });
    await this.users.addOrgCodeTxt(records);
    await addDictText(sysUser, records, this.crud.dicts.in(languageOf(req)), this.crud.db);
    const rows = picker || !lookup.full ? records.map((r) => pickerRow(r, lookup.fields)) : records;
    return page(rows, total, query.pageNo, query.pageSize);
  }
}
