import { ApiError } from '../../core/errors.js';
import type { Database } from '../../db/index.js';

export const ITEM_TAKEN = '该值不可用，系统中已存在！';

/** A code held by a dictionary in the recycle bin is taken too (the unique index covers it). */
export async function assertCodeNotInRecycleBin(trx: Database, code: string, exceptId?: string): Promise<void> {
  let qb = trx.selectFrom('sysDict').select('id').where('dictCode', '=', code).where('delFlag', '=', 1);
  if (exceptId) qb = qb.where('id', '<>', exceptId);
  if (await qb.executeTakeFirst()) throw new ApiError('字典编码已存在于回收站中，请先彻底删除或取回');
}

/** An item belongs to a dictionary that exists and is not deleted. */
export async function assertDictExists(trx: Database, dictId: string): Promise<void> {
  const dict = await trx
    .selectFrom('sysDict')
    .select('id')
    .where('id', '=', dictId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!dict) throw new ApiError('字典不存在');
}

/** Whether another item of the dictionary has the value. */
export async function itemTaken(db: Database, dictId: string, itemValue: string, exceptId?: string) {
  let qb = db.selectFrom('sysDictItem').select('id').where('dictId', '=', dictId).where('itemValue', '=', itemValue);
  if (exceptId) qb = qb.where('id', '<>', exceptId);
  return !!(await qb.executeTakeFirst());
}
