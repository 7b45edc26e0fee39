import { sysPosition } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { positionByCode } from './service.js';

/** Positions (contract §7.13): the engine's standard set (from the registry) plus lookup by code. */
export function positionRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const store = crud.stores.of(sysPosition);
  route(app, {
    method: 'GET',
    url: '/sys/position/queryByCode',
    access: perm('system:position:list'),
    query: z.object({ code: z.string().min(1).max(100) }),
    handler: async ({ req, query }) => {
      return ok(await positionByCode(store, await actorFor(crud, sessionOf(req), sysPosition), query.code));
    },
  });
}
