import { sysGatewayRoute } from '@yunzhan/common/entities/system/index';
import { ForeignWrites } from '../../core/foreign-writes.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { type Database, dynamic } from '../../db/index.js';
import { type CompiledRoute, compileRoute, type StoredRoute } from './compiled-route.js';

/** Without SQLite's data version (PostgreSQL), the table is read again when older than this at a request. */
export const GATEWAY_FOREIGN_TTL_MS = 500;

const col = (f: string) => sysGatewayRoute.columnOf(f);

/**
 * The routes in force (status 1), by route id. A commit of this process that touches the table drops it at once
 * (the change feed); another process's commit is seen through SQLite's data version at the next request, or on
 * PostgreSQL by reading the table again when it is older than half a second: a change holds everywhere within a second.
 */
export class RouteTable {
  private routes: Promise<Map<string, CompiledRoute>> | undefined;
  private readonly foreign: ForeignWrites;

  constructor(
    private readonly db: Database,
    changes: ChangeFeed,
    foreignVersion?: () => number,
  ) {
    this.foreign = new ForeignWrites(foreignVersion, GATEWAY_FOREIGN_TTL_MS);
    changes.on([sysGatewayRoute.table], () => this.forget());
  }

  forget(): void {
    this.routes = undefined;
  }

  async route(routerId: string): Promise<CompiledRoute | undefined> {
    if (this.foreign.moved()) this.forget();
    this.routes ??= this.load();
    const loading = this.routes;
    try {
      return (await loading).get(routerId);
    } catch (err) {
      if (this.routes === loading) this.forget();
      throw err;
    }
  }

  private async load(): Promise<Map<string, CompiledRoute>> {
    const rows: StoredRoute[] = await dynamic(this.db)
      .withoutPlugins()
      .selectFrom(sysGatewayRoute.table)
      .select([
        `${col('id')} as id`,
        `${col('routerId')} as routerId`,
        `${col('uri')} as uri`,
        `${col('predicates')} as predicates`,
        `${col('filters')} as filters`,
        `${col('publicAccess')} as publicAccess`,
      ])
      .where(col('status'), '=', 1)
      .execute();
    const map = new Map<string, CompiledRoute>();
    for (const row of rows) {
      const compiled = compileRoute({ ...row, publicAccess: Number(row.publicAccess) });
      if (compiled) map.set(compiled.routerId, compiled);
    }
    return map;
  }
}
