import { sysGatewayRoute } from '@yunzhan/common/entities/system/index';
import { parseFilters, parsePredicates, ROUTER_ID, RouteSpecError } from '@yunzhan/common/gateway/route-spec';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, notFound } from '../../core/errors.js';
import { outboundUrlProblem } from '../../core/outbound.js';
import { parseListQuery } from '../../core/query/list-query.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import { GATEWAY_LABEL } from './proxy.js';

/** The `router` of `POST updateAll` (contract §7.16); predicates and filters as JSON strings or arrays. */
export interface RouterInput {
  id?: string;
  routerId: string;
  name: string;
  uri: string;
  predicates?: unknown;
  filters?: unknown;
  status?: number;
  publicAccess?: number;
}

const parsed = (raw: unknown) => {
  try {
    const v = JSON.parse(String(raw ?? '[]'));
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

/** 网关路由's admin side: the list, insert-or-update with every check, delete. */
export class GatewayRouteService {
  private readonly store;

  constructor(
    private readonly crud: CrudDeps,
    private readonly allowPrivate: boolean,
  ) {
    this.store = crud.stores.of(sysGatewayRoute);
  }

  /** Every route the session sees, predicates and filters as arrays. */
  async list(session: SessionContext) {
    const actor = await actorFor(this.crud, session, sysGatewayRoute);
    const rows = [];
    for await (const row of this.store.all(actor, parseListQuery(sysGatewayRoute, {}))) {
      rows.push({ ...row, predicates: parsed(row.predicates), filters: parsed(row.filters) });
    }
    return rows;
  }

  /** Checks a route (a message for the first problem, nothing written) and inserts or updates it. */
  async save(origin: WriteOrigin, session: SessionContext, input: RouterInput): Promise<string> {
    const values = this.check(input);
    const actor = await actorFor(this.crud, session, sysGatewayRoute);
    if (await this.store.taken(actor, 'routerId', values.routerId, input.id)) throw new ApiError('路由ID已存在');
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      if (!input.id) {
        const row = { ...values, publicAccess: values.publicAccess ?? 0 };
        const id = await this.store.insert(trx, actor, row);
        await log(sysGatewayRoute, OPERATE.add, [{ id, after: row }]);
        return id;
      }
      const before = await this.store.get(actor, input.id, trx);
      if (!before) throw notFound();
      // JeecgBoot's form knows no publicAccess: an edit without it keeps the route's.
      const { publicAccess, ...rest } = values;
      await this.store.update(trx, actor, input.id, publicAccess === undefined ? rest : { ...rest, publicAccess });
      await log(sysGatewayRoute, OPERATE.edit, [{ id: input.id, before, after: { ...before, ...values } }]);
      return input.id;
    });
  }

  async remove(origin: WriteOrigin, session: SessionContext, id: string): Promise<void> {
    const actor = await actorFor(this.crud, session, sysGatewayRoute);
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const before = await this.store.get(actor, id, trx);
      if (!before) throw notFound();
      await this.store.remove(trx, actor, [id]);
      await log(sysGatewayRoute, OPERATE.delete, [{ id, before }]);
    });
  }

  private check(input: RouterInput) {
    const routerId = input.routerId.trim();
    if (!ROUTER_ID.test(routerId)) throw new ApiError('路由ID只能包含字母、数字、下划线和短横线（最多64个字符）');
    const uri = input.uri.trim();
    const problem = outboundUrlProblem(uri, { label: GATEWAY_LABEL, allowPrivate: this.allowPrivate });
    if (problem) throw new ApiError(problem);
    try {
      return {
        routerId,
        name: input.name.trim(),
        uri,
        predicates: JSON.stringify(parsePredicates(input.predicates)),
        filters: JSON.stringify(parseFilters(input.filters ?? '[]')),
        status: input.status ?? 1,
        publicAccess: input.publicAccess,
      };
    } catch (err) {
      if (err instanceof RouteSpecError) throw new ApiError(err.message);
      throw err;
    }
  }
}
