import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionContext } from '../auth/session.js';
import type { Access } from '../route.js';
import type { CrudDeps, CrudOptions } from './mount.js';
import type { OPERATE } from './oplog.js';
import type { Actor, AnyDb, EntityStore, Row } from './store.js';

/** What the engine's route groups (standard set, actions, recycle bin, tree) share for one entity. */
export interface EntityRoutes {
  app: FastifyInstance;
  deps: CrudDeps;
  entity: EntityDef;
  store: EntityStore;
  opts: CrudOptions;
  /** The permission `<permPrefix>:<action>`. */
  code(action: string): Access;
  /** The caller's session; a site-scoped entity needs a current site. */
  sessionFor(req: FastifyRequest): SessionContext;
  /** Adds `_dictText` of dictionaries and references to rows. */
  addTexts(rows: Row[], actor: Actor): Promise<void>;
  /** Writes the operation log inside the transaction of the change. */
  log(
    req: FastifyRequest,
    s: SessionContext,
    trx: AnyDb,
    type: (typeof OPERATE)[keyof typeof OPERATE],
    changes: { id: string; before?: Row; after?: Row }[],
    note?: string,
  ): Promise<void>;
}
