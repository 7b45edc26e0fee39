import { ENTITIES } from '@yunzhan/common/entities/registry';
import { sql } from 'kysely';
import type { SessionContext } from '../../core/auth/session.js';
import type { TenantDirectory } from '../../core/auth/tenant-directory.js';
import { DEFAULT_TENANT, SUPER_USER } from '../../core/auth/tenants.js';
import { memberOf } from '../../core/crud/scope.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { Database } from '../../db/index.js';
import { dynamic } from '../../db/index.js';

export const TENANT_IN_USE = '该租户已被引用，无法删除！';
export const TENANT_NOT_FOUND = '未找到对应实体';

export interface TenantInput {
  id?: number;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  status: number;
}

/** Tables whose rows belong to a tenant: a tenant that still owns any is not deleted. */
const OWNED_TABLES = ENTITIES.filter((e) => e.scope === 'tenant').map((e) => ({
  table: e.table,
  column: e.columnOf('tenantId'),
}));

/**
 * 租户管理: the super user administers every tenant; anyone else with the menu only its own (a tenant's
 * administrator). A tenant outside what the caller administers answers as a missing one.
 */
export class TenantService {
  constructor(
    private readonly db: Database,
    private readonly directory: TenantDirectory,
  ) {}

  /** The tenant ids the caller administers: undefined for every one. */
  administered(s: SessionContext): number[] | undefined {
    return s.username === SUPER_USER ? undefined : [s.tenantId ?? DEFAULT_TENANT];
  }

  async get(s: SessionContext, id: number) {
    const row = await this.db.selectFrom('sysTenant').selectAll().where('id', '=', id).executeTakeFirst();
    const mine = this.administered(s);
    return row && (!mine || mine.includes(row.id)) ? row : undefined;
  }

  /** The user whose tenants are asked for. */
  member(userId: string) {
    return this.db
      .selectFrom('sysUser')
      .select(['username', 'relTenantIds'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** `queryList?ids=`: the enabled tenants among `ids` the caller administers. */
  async enabled(s: SessionContext, ids: number[]) {
    const mine = this.administered(s);
    const wanted = mine ? ids.filter((id) => mine.includes(id)) : ids;
    if (!wanted.length) return [];
    return this.db.selectFrom('sysTenant').selectAll().where('id', 'in', wanted).where('status', '=', 1).execute();
  }

  async add(s: SessionContext, input: TenantInput): Promise<number> {
    if (this.administered(s)) throw new ApiError('只有超级管理员可以添加租户', 403, 403);
    const id = input.id ?? (await this.nextId());
    if (await this.db.selectFrom('sysTenant').select('id').where('id', '=', id).executeTakeFirst()) {
      throw new ApiError('该租户编号已存在');
    }
    await this.db
      .insertInto('sysTenant')
      .values({ ...fields(input), id, createBy: s.username, createTime: formatDateTime() })
      .execute();
    this.directory.invalidate();
    return id;
  }

  async edit(s: SessionContext, id: number, input: TenantInput): Promise<void> {
    if (!(await this.get(s, id))) throw new ApiError(TENANT_NOT_FOUND);
    await this.db
      .updateTable('sysTenant')
      .set({ ...fields(input), updateBy: s.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
    this.directory.invalidate();
  }

  /** Deletes the tenants among `ids` the caller administers and nothing references; answers how many went. */
  async remove(s: SessionContext, ids: number[]): Promise<{ deleted: number; inUse: number }> {
    let deleted = 0;
    let inUse = 0;
    for (const id of ids) {
      if (!(await this.get(s, id))) continue;
      if (await this.referenced(id)) {
        inUse++;
        continue;
      }
      await this.db.deleteFrom('sysTenant').where('id', '=', id).execute();
      deleted++;
    }
    this.directory.invalidate();
    return { deleted, inUse };
  }

  /** A tenant is in use while it is the default one, has a member, or owns a row. */
  async referenced(id: number): Promise<boolean> {
    if (id === DEFAULT_TENANT) return true;
    const db = dynamic(this.db);
    const member = await db
      .selectFrom('sys_user')
      .select('id')
      .where('del_flag', '=', 0)
      .where(memberOf('rel_tenant_ids', id))
      .limit(1)
      .executeTakeFirst();
    if (member) return true;
    for (const { table, column } of OWNED_TABLES) {
      const row = await db
        .selectFrom(table)
        .select(sql.lit(1).as('x'))
        .where(column, '=', id)
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  }

  private async nextId(): Promise<number> {
    const row = await this.db
      .selectFrom('sysTenant')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  }
}

const fields = (input: TenantInput) => ({
  name: input.name,
  beginDate: input.beginDate ?? null,
  endDate: input.endDate ?? null,
  status: input.status,
});
