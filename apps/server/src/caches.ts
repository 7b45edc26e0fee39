import type { FastifyInstance } from 'fastify';
import type { DbHandle } from './db/index.js';

/** Tables the granted codes, menus and data rules of users are read from. */
const GRANT_TABLES = [
  'sys_permission',
  'sys_permission_data_rule',
  'sys_role',
  'sys_role_permission',
  'sys_user_role',
  'sys_depart_permission',
  'sys_depart_role',
  'sys_depart_role_permission',
  'sys_depart_role_user',
  'sys_user_depart',
  'sys_depart',
  'sys_role_site',
];

/**
 * Caches follow the tables they are built from: every commit of this process that touches one drops them, and so
 * does a write of another process sharing the SQLite file (a logout, a freeze, a new grant), before the next request
 * is checked.
 */
export function cachesFollowCommits(
  app: FastifyInstance,
  handle: DbHandle,
  caches: {
    dicts: { refresh(): void };
    permissions: { invalidate(): void };
    sessions: { forgetAll(): void };
  },
): void {
  const { dicts, permissions, sessions } = caches;
  handle.changes.on(['sys_dict', 'sys_dict_item'], () => dicts.refresh());
  handle.changes.on(GRANT_TABLES, () => permissions.invalidate());
  handle.changes.on(['sys_user', 'sys_site', 'sys_role_site'], () => sessions.forgetAll());
  forgetOnForeignWrites(app, handle, [
    () => sessions.forgetAll(),
    () => permissions.invalidate(),
    () => dicts.refresh(),
  ]);
}

/**
 * Sessions, grants and dictionaries are cached per process. When another process sharing the SQLite file
 * commits a write (a logout, a freeze, a new grant), the caches go before this request is checked.
 */
function forgetOnForeignWrites(app: FastifyInstance, handle: DbHandle, forget: (() => void)[]): void {
  const version = handle.foreignVersion;
  if (!version) return;
  let seen = version();
  app.addHook('onRequest', (_req, _reply, done) => {
    const now = version();
    if (now !== seen) {
      seen = now;
      for (const f of forget) f();
    }
    done();
  });
}
