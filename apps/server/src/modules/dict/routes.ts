import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { languageOf } from '../../core/language.js';
import { ok } from '../../core/result.js';
import { route } from '../../core/route.js';
import { dictAdminRoutes } from './admin-routes.js';
import { dictLookupRoutes } from './lookup-routes.js';
import type { DictService } from './service.js';
import { TableLookups } from './table-lookups.js';

/**
 * Dictionaries (contract §7.5): `/sys/dict` and `/sys/dictItem` on the entity engine, the recycle bin, the
 * cache endpoints, and the lookup helpers every form uses. The dictionary caches follow sys_dict and
 * sys_dict_item through the change feed: every committed write shows in queryAllDictItems and list texts at once.
 */
export function dictRoutes(app: FastifyInstance, dicts: DictService, crud: CrudDeps): void {
  route(app, {
    method: 'GET',
    url: '/sys/dict/queryAllDictItems',
    access: 'authenticated',
    handler: ({ req, reply }) => {
      const language = languageOf(req);
      return dicts.responses.send(req, reply, `all:${language}`, async () => ok(await dicts.allItems(language)));
    },
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

  dictLookupRoutes(app, dicts, new TableLookups(crud.db, crud.dialect));
  dictAdminRoutes(app, crud);
}
