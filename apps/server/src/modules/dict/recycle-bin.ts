import { sysDict } from '@yunzhan/common/entities/system/index';
import { OPERATE } from '../../core/crud/oplog.js';
import type { Row } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { UnitOfWork, WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';
import { MAX_TABLE_ROWS } from './table-lookups.js';

/** The dictionary recycle bin (contract §7.5): deleted dictionaries, taken back or deleted for good with items. */
export class DictRecycleBin {
  constructor(
    private readonly db: Database,
    private readonly uow: UnitOfWork,
  ) {}

  /** Deleted dictionaries, most recently deleted first. */
  list() {
    return this.db
      .selectFrom('sysDict')
      .select(['id', 'dictName', 'dictCode', 'description', 'type', 'createBy', 'createTime', 'updateBy', 'updateTime'])
      .where('delFlag', '=', 1)
      .orderBy('updateTime', 'desc')
      .orderBy('id')
      .limit(MAX_TABLE_ROWS)
      .execute();
  }

  restore(origin: WriteOrigin, id: string): Promise<void> {
    return this.uow.run(origin, async ({ trx, log }) => {
      const before = await deletedDict(trx, id);
      await trx
        .updateTable('sysDict')
        .set({ delFlag: 0, updateBy: origin.username, updateTime: formatDateTime() })
        .where('id', '=', id)
        .execute();
      await log(sysDict, OPERATE.edit, [{ id, before, after: { ...before, delFlag: 0 } }], '取回');
    });
  }

  purge(origin: WriteOrigin, id: string): Promise<void> {
    return this.uow.run(origin, async ({ trx, log }) => {
      const before = await deletedDict(trx, id);
      await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
      await trx.deleteFrom('sysDict').where('id', '=', id).execute();
      await log(sysDict, OPERATE.delete, [{ id, before }], '彻底删除');
    });
  }
}

async function deletedDict(trx: Database, id: string): Promise<Row> {
  const row = await trx
    .selectFrom('sysDict')
    .selectAll()
    .where('id', '=', id)
    .where('delFlag', '=', 1)
    .executeTakeFirst();
  if (!row) throw new ApiError('未找到对应实体');
  return { ...row };
}
