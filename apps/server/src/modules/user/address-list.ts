import { sysUser } from '@yunzhan/common/entities/system/index';
import type { FastifyRequest } from 'fastify';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import type { ListScope, Row } from '../../core/crud/store.js';
import { languageOf } from '../../core/language.js';
import { type Condition, parseListQuery } from '../../core/query/index.js';
import { page } from '../../core/result.js';
import { sessionOf } from '../../core/route.js';
import type { PermissionService } from '../permission/service.js';
import { like, notReserved } from './params.js';
import { userColumnsFor } from './projection.js';
import type { UserService } from './service.js';

export interface AddressQuery {
  orgCode?: string;
  realname?: string;
  workNo?: string;
  pageNo?: string;
  pageSize?: string;
}

/** Frozen users are not in the address book (deleted ones are never read). */
const ACTIVE: Condition = { type: 'compare', field: 'status', op: 'eq', value: 1 };

/**
 * 通讯录 (JeecgBoot `queryByOrgCodeForAddressList`): enabled users of a department and its sub-departments (or of
 * all), one row per user with their departments joined by " | ", read through the caller's actor on the user menu
 * (data rules). Phone numbers and e-mail reach only callers who may list users (docs/security/user-data.md).
 */
export class AddressBook {
  constructor(
    private readonly crud: CrudDeps,
    private readonly users: UserService,
    private readonly permissions: PermissionService,
  ) {}

  async page(req: FastifyRequest, q: AddressQuery) {
    const s = sessionOf(req);
    const store = this.crud.stores.of(sysUser);
    const [actor, granted] = await Promise.all([actorFor(this.crud, s, sysUser), this.permissions.grantedCodes(s)]);
    const query = parseListQuery(sysUser, { pageNo: q.pageNo, pageSize: q.pageSize, column: 'realname', order: 'asc' });
    const conditions = [notReserved, ACTIVE, ...like('realname', q.realname), ...like('workNo', q.workNo)];
    const orgCode = q.orgCode;
    const where: ListScope['where'] = orgCode
      ? (qb) => qb.where('sys_user.id', 'in', this.users.usersUnder(orgCode))
      : undefined;
    const { records, total } = await store.page(actor, { ...query, conditions: [] }, { conditions, where });
    await addDictText(sysUser, records, this.crud.dicts.in(languageOf(req)), this.crud.db);
    const departs = await this.departsOf(
      records.map((r) => String(r.id)),
      s.tenantId,
    );
    const personal = userColumnsFor(granted).full;
    return page(
      records.map((r) => entry(r, departs.get(String(r.id)) ?? [], personal)),
      total,
      query.pageNo,
      query.pageSize,
    );
  }

  /** The departments of users in the tenant, by user, in org-code order. */
  private async departsOf(userIds: readonly string[], tenantId: number | null) {
    const out = new Map<string, { id: string; departName: string }[]>();
    for (const r of await this.users.departsOfUsers(userIds, tenantId)) {
      out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, departName: r.departName }]);
    }
    return out;
  }
}

function entry(r: Row, departs: readonly { id: string; departName: string }[], personal: boolean): Row {
  return {
    id: r.id,
    userId: r.id,
    username: r.username,
    realname: r.realname,
    avatar: r.avatar,
    workNo: r.workNo,
    post: r.post,
    post_dictText: r.post_dictText,
    sex: r.sex,
    sex_dictText: r.sex_dictText,
    departId: departs.map((d) => d.id).join(','),
    departName: departs.map((d) => d.departName).join(' | '),
    ...(personal ? { phone: r.phone, telephone: r.telephone, email: r.email } : {}),
  };
}
