import { generatePassword, hashPassword } from '../../core/auth/password.js';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { Importer } from '../../core/crud/contracts.js';
import { alreadyExists } from '../../core/crud/import.js';
import { CodeOrName } from '../../core/crud/import-lookup.js';
import { dynamic } from '../../db/index.js';
import { departsByCodeOrName } from '../depart/service.js';
import type { GrantPolicy } from '../permission/grant-policy.js';
import { type NewUser, UNIQUE_FIELDS, type UserService } from './service.js';

/** Users written per multi-row insert. */
const BATCH = 500;

/**
 * Excel import of users (contract §7.1) through the add path (`UserService.createUsers`): rows mapped by the
 * schema's labels plus optional columns 角色 (role codes or names) and 部门 (org codes or names), unique fields
 * checked against every user (recycle bin included) and within the file. All users of one import get one
 * generated initial password (hashed once) that they must change at their first login; the answer shows it
 * once. JeecgBoot's fixed '123456' fails the password policy and is the kind of default SECURITY §5 rules out.
 */
export function userImporter(users: UserService, policy: GrantPolicy): Importer {
  return {
    columns: { 角色: 'roles', 角色编码: 'roles', 部门: 'departs', 所属部门: 'departs' },
    async begin({ trx, actor, store, rows, session }) {
      const taken = new Map<string, Map<string, number>>();
      for (const field of UNIQUE_FIELDS) {
        const values = rows.flatMap((r) => (r.values[field] == null ? [] : [String(r.values[field])]));
        taken.set(field, await users.holders(trx, field, values));
      }
      const roles = new CodeOrName(
        await dynamic(trx)
          .selectFrom('sys_role')
          .select(['id', 'role_code as code', 'role_name as name'])
          .where('tenant_id', '=', actor.tenantId ?? DEFAULT_TENANT)
          .execute(),
        (r) => r.code,
        (r) => r.name,
        '角色',
      );
      const departs = await departsByCodeOrName(trx, '部门', actor.tenantId);
      const password = generatePassword();
      let hash: string | undefined;
      let created = 0;
      const queue: NewUser[] = [];
      const flush = async () => {
        if (!queue.length) return;
        hash ??= await hashPassword(password);
        created += (await users.createUsers(trx, store, actor, queue.splice(0), { hash, changeRequired: true })).length;
      };
      return {
        async write({ values, cells }) {
          for (const field of UNIQUE_FIELDS) {
            const value = values[field];
            const delFlag = value == null ? undefined : taken.get(field)?.get(String(value));
            if (delFlag !== undefined) {
              throw alreadyExists(store.entity.fields[field].label, delFlag === 1 ? '（在回收站中）' : '');
            }
          }
          const roleIds = roles.findAll(cells.roles).map((r) => r.id);
          await policy.assertRoles(session, roleIds, [], trx);
          queue.push({
            values,
            roles: roleIds,
            departs: departs.findAll(cells.departs),
          });
          if (queue.length >= BATCH) await flush();
        },
        async finish() {
          await flush();
          if (!created) return undefined;
          return {
            message: `导入用户的初始密码为 ${password} ，首次登录须修改密码。`,
            result: { initialPassword: password },
          };
        },
      };
    },
  };
}
