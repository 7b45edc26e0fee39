import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import type { LogService } from './service.js';

export function logRoutes(app: FastifyInstance, logs: LogService): void {
  route(app, {
    method: 'GET',
    url: '/sys/loginfo',
    access: 'authenticated',
    handler: async () => ok(await logs.visitSummary()),
  });
  route(app, {
    method: 'GET',
    url: '/sys/visitInfo',
    access: 'authenticated',
    handler: async () => ok(await logs.visitsLast7Days()),
  });
}
