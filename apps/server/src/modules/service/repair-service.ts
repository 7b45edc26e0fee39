import { cmsRepair, cmsRepairLog } from '@yunzhan/common/entities/service/index';
import { maskPhone, needsReason, REPAIR_STATUS, repairMovesFrom } from '@yunzhan/common/entities/service/repair-flow';
import { sql } from 'kysely';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { AnyDb, CrudDeps, Row, Values } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { actorOf } from '../../core/crud/store.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { ApiError, badRequest, notFound } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import { dynamic } from '../../db/index.js';
import { REPAIR_NUMBER } from '../fill-rule/seeded.js';
import type { FillRules } from '../fill-rule/service.js';
import type { IntakeCheck } from '../intake/checks.js';

export const UNMASK_PERMISSION = `${cmsRepair.permPrefix}:unmask`;
/** The same answer for an unknown number and a wrong phone: neither tells which part was wrong. */
const NOT_FOUND = '未找到维修单，请核对单号和手机号';

/**
 * What a new request gets from the server, whoever creates it (the public form or staff): a number by the 填值规则
 * `repair_number` (seeded WX + the day + an eight-digit daily sequence; the phone is asked too, so it need not be
 * secret), taken in the write's transaction, and skipped past a number already taken (rows older than the rule).
 */
export async function newRepairValues(
  stores: EntityStores,
  numbers: FillRules,
  siteId: string | null,
  db: AnyDb,
): Promise<Values> {
  const store = stores.of(cmsRepair);
  let number = await numbers.number(db, REPAIR_NUMBER);
  for (let i = 0; i < 5 && (await store.taken({ username: '', siteId }, 'number', number, undefined, db)); i++) {
    number = await numbers.number(db, REPAIR_NUMBER);
  }
  return { number, status: REPAIR_STATUS.submitted };
}

/** Sets the number and first status of a repair request submitted through the intake API. */
export function repairIntakeCheck(stores: EntityStores, numbers: FillRules, db: AnyDb): IntakeCheck {
  return async (s) => {
    if (s.entity.name !== cmsRepair.name) return;
    const values = await newRepairValues(stores, numbers, s.siteId, db);
    Object.assign(s.values, values);
    s.receipt = { number: String(values.number) };
  };
}

export interface PublicRepairStatus {
  number: string;
  status: string;
  statusText: string;
  timeline: { status: string; statusText: string; time: string; reason: string | null }[];
}

/** The status flow of repair requests, their log, the public status look-up and the phone masking of lists. */
export class RepairService {
  constructor(private readonly deps: Pick<CrudDeps, 'stores' | 'db' | 'uow' | 'dicts' | 'dataRules' | 'ruleUser'>) {}

  /** Masks the phone of rows for a caller without the unmask permission. */
  masker(granted: ReadonlySet<string>): (row: Row) => Row {
    if (granted.has(UNMASK_PERMISSION)) return (row) => row;
    return (row) => ({ ...row, phone: maskPhone(row.phone as string | null) });
  }

  /** Moves one request to `to` if that move is legal from its current status, and logs who, when and why. */
  async transition(origin: WriteOrigin, s: SessionContext, id: string, to: string, reason: string): Promise<void> {
    if (needsReason(to) && !reason) throw badRequest('请填写取消原因');
    const store = this.deps.stores.of(cmsRepair);
    const actor = await actorFor(this.deps, s, cmsRepair);
    await this.deps.uow.run(origin, async ({ trx, log }) => {
      const before = await store.get(actor, id, trx);
      if (!before) throw new ApiError('未找到对应实体');
      const from = String(before.status ?? '');
      if (!repairMovesFrom(from).includes(to as never)) throw badRequest('当前状态不能变更为该状态');
      const now = formatDateTime();
      // Conditional on the status read: of two concurrent moves from the same status only one lands.
      const moved = await dynamic(trx)
        .updateTable(cmsRepair.table)
        .set({ status: to, update_by: s.username, update_time: now })
        .where(sql.ref('id'), '=', id)
        .where(sql.ref('status'), '=', from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('维修单状态已变化，请刷新后重试', 409, 409);
      store.changed();
      await this.deps.stores.of(cmsRepairLog).insert(trx, actorOf(s), {
        repairId: id,
        fromStatus: from,
        toStatus: to,
        operator: s.realname ? `${s.realname}（${s.username}）` : s.username,
        time: now,
        reason: reason || null,
      });
      await log(
        cmsRepair,
        OPERATE.edit,
        [{ id, before, after: { ...before, status: to } }],
        `状态变更：${from} → ${to}`,
      );
    });
  }

  /** The public status of a request: only with its number and the phone it was submitted with. */
  async publicStatus(siteId: string, number: string, phone: string): Promise<PublicRepairStatus> {
    const actor = { username: '', siteId };
    const rows = await this.deps.stores.of(cmsRepair).where(actor, 'number', [number]);
    const row = rows.find((r) => r.phone === phone);
    if (!row) throw notFound(NOT_FOUND);
    const logs = await this.deps.stores.of(cmsRepairLog).where(actor, 'repairId', [row.id]);
    const texts = await this.deps.dicts.textsOf('repair_status');
    const step = (status: string, time: unknown, reason: unknown) => ({
      status,
      statusText: texts?.get(status) ?? status,
      time: String(time),
      reason: (reason as string | null) ?? null,
    });
    const status = String(row.status);
    return {
      number,
      status,
      statusText: texts?.get(status) ?? status,
      timeline: [
        step(REPAIR_STATUS.submitted, row.createTime, null),
        ...logs.map((l) => step(String(l.toStatus), l.time, l.reason)),
      ],
    };
  }
}
