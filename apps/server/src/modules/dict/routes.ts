import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import type { DictService } from './service.js';

export function dictRoutes(app: FastifyInstance, dicts: DictService): void {
  route(app, {
    method: 'GET',
    url: '/sys/dict/queryAllDictItems',
    access: 'authenticated',
    handler: ({ req, reply }) => dicts.responses.send(req, reply, 'all', async () => ok(await dicts.allItems())),
  });
  // The header's "clear cache" tool: every user may drop and reload the dictionary cache.
  route(app, {
    method: 'GET',
    url: '/sys/dict/refleshCache',
    access: 'authenticated',
    handler: async () => {
      dicts.refresh();
      await dicts.allItems();
      return ok(null, '刷新缓存完成！');
    },
  });
}
