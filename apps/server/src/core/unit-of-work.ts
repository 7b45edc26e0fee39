import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/types.js';
import type { SessionContext } from './auth/session.js';
import { OPERATE, type OperationLog, writeOperationLog } from './crud/oplog.js';
import { writeVersions } from './crud/versions.js';

/** Who writes and through which request: what the operation log records of every change. */
export interface WriteOrigin {
  username: string;
  realname: string | null;
  ip: string;
  /** `<HTTP method> <path>` as logged. */
  method: string;
  url: string;
  /** The tenant of the request: its operation log belongs to it. */
  tenantId?: number | null;
}

/** The origin of a write made by a signed-in request; `path` names the endpoint group when it is not the URL. */
export function originOf(
  req: FastifyRequest,
  s: Pick<SessionContext, 'username' | 'realname'> & { tenantId?: number | null },
  path?: string,
) {
  const url = req.url.split('?')[0];
  const method = `${req.method} ${path ?? url}`;
  return { username: s.username, realname: s.realname, ip: req.ip, method, url, tenantId: s.tenantId };
}

export type OperateType = OperationLog['operateType'];
export type Change = NonNullable<OperationLog['changes']>[number];

/** One service's writes in progress: the transaction to write in, and the operation log of the same transaction. */
export interface Work {
  trx: Transaction<DB>;
  origin: WriteOrigin;
  /**
   * Logs a change (before/after per row, secrets left out) in the same transaction as the change; rows of a
   * versioned entity also get a version (`crud/versions.ts`).
   */
  log(entity: EntityDef, type: OperateType, changes?: Change[], note?: string): Promise<void>;
}

/**
 * The one write path: a service's writes run in one transaction together with their operation log, and are
 * committed or rolled back as a whole. After the commit the database's change feed (`db/change-feed.ts`)
 * announces the tables the transaction touched, and the caches built from them (sessions, grants,
 * dictionaries, list totals) drop what they hold: no write needs a hand-written invalidation.
 */
export class UnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(origin: WriteOrigin, work: (w: Work) => Promise<T>): Promise<T> {
    const started = performance.now();
    return this.db.transaction().execute((trx) =>
      work({
        trx,
        origin,
        log: async (entity, operateType, changes, note) => {
          // 耗时 of the log: the change's work in its transaction up to this row.
          const costTime = Math.round(performance.now() - started);
          await writeOperationLog(trx, { entity, operateType, changes, note, costTime, ...origin });
          if (entity.versioned && changes?.length && operateType !== OPERATE.delete) {
            await writeVersions(trx, entity, changes, note ?? (operateType === OPERATE.add ? '添加' : '编辑'), origin);
          }
        },
      }),
    );
  }

  /** A log entry that is its own write (an export, a query worth recording). */
  log(origin: WriteOrigin, entity: EntityDef, type: OperateType, note?: string): Promise<void> {
    return writeOperationLog(this.db, { entity, operateType: type, note, ...origin });
  }
}
