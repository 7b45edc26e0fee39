import { sysDict } from '@yunzhan/common/entities/system/index';
import type { Actor, CrudDeps, Row } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError } from '../../core/errors.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import { type Database, dynamic } from '../../db/index.js';
import { MAX_TABLE_ROWS } from './table-lookups.js';

/**
 * The dictionary recycle bin (contract §7.5): deleted dictionaries, taken back or deleted for good with items;
 * only those inside the actor's data rules on 字典管理 (any other is as missing).
 */
export class DictRecycleBin {
  constructor(private readonly crud: Pick<CrudDeps, 'stores' | 'uow'>) {}

  private get store() {
    return this.crud.stores.of(sysDict);
  }

  /** Deleted dictionaries, most recently deleted first. */
  list(actor: Actor): Promise<Row[]> {
    return this.store.deleted(actor, MAX_TABLE_ROWS);
  }

  restore(origin: WriteOrigin, actor: Actor, id: string): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const before = await this.deletedDict(actor, trx, id);
      await this.store.restore(dynamic(trx), actor, [id]);
      await log(sysDict, OPERATE.edit, [{ id, before, after: { ...before, delFlag: 0 } }], '取回');
    });
  }

  purge(origin: WriteOrigin, actor: Actor, id: string): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const before = await this.deletedDict(actor, trx, id);
      await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
      await this.store.purge(dynamic(trx), [id]);
      await log(sysDict, OPERATE.delete, [{ id, before }], '彻底删除');
    });
  }

  private async deletedDict(actor: Actor, trx: Database, id: string): Promise<Row> {
    const [row] = await this.store.deleted(actor, 1, [id], dynamic(trx));
    if (!row) throw new ApiError('未找到对应实体');
    return row;
  }
}
