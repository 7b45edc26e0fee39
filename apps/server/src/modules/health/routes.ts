import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import type { Database } from '../../db/index.js';
import { databaseReachable } from './service.js';

/**
 * Health for load balancers and monitors, open to anyone: 200 `{status: 'UP', db: 'UP'}` while the database answers,
 * else 503 with `DOWN`. Nothing else (no version, no configuration) is told.
 */
export function healthRoutes(app: FastifyInstance, db: Database, urls: readonly string[]): void {
  for (const url of urls) {
    route(app, {
      method: 'GET',
      url,
      access: 'public',
      handler: async ({ reply }) => {
        const up = await databaseReachable(db);
        reply.status(up ? 200 : 503).header('cache-control', 'no-store');
        return up ? { status: 'UP', db: 'UP' } : { status: 'DOWN', db: 'DOWN' };
      },
    });
  }
}
