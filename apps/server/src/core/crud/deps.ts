import { type DbHandle, dynamic } from '../../db/index.js';
import type { DictService } from '../../modules/dict/service.js';
import type { PermissionService } from '../../modules/permission/service.js';
import type { SessionContext } from '../auth/session.js';
import type { FileStorage } from '../files/storage.js';
import { orgCodesOfUser } from '../lookup/user-departs.js';
import { UnitOfWork } from '../unit-of-work.js';
import type { CrudDeps } from './contracts.js';
import { EntityStores } from './stores.js';

/** The engine's dependencies, from the server's services. */
export function crudDeps(
  { db, dialect, dataVersion, changes }: DbHandle,
  dicts: DictService,
  permissions: PermissionService,
  files: FileStorage,
): CrudDeps {
  return {
    db,
    uow: new UnitOfWork(db),
    dialect,
    dataVersion,
    stores: new EntityStores(dynamic(db), dialect, dataVersion, changes),
    dicts,
    files,
    dataRules: (who, prefix) => permissions.dataRules(who, prefix),
    async ruleUser(s: SessionContext) {
      return {
        username: s.username,
        realname: s.realname,
        orgCode: s.orgCode,
        orgCodes: await orgCodesOfUser(db, s.userId),
        tenantIds: s.tenantIds.join(','),
      };
    },
  };
}
