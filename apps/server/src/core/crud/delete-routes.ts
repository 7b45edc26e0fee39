import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../errors.js';
import { parseIds } from '../ids.js';
import { ok } from '../result.js';
import { perm, route } from '../route.js';

export interface DeleteRoutes {
  /** Endpoint base, e.g. '/sys/role'. */
  base: string;
  /** Permission prefix: `<prefix>:delete` and `<prefix>:deleteBatch`. */
  permPrefix: string;
  remove(req: FastifyRequest, ids: string[]): Promise<unknown>;
  /** Success message of `delete` (default '删除成功!'). */
  deletedOne?: string;
  /** Success message of `deleteBatch` (default '批量删除成功！'). */
  deletedMany?: string;
  mount?: { one: boolean; batch: boolean };
}

/** `DELETE <base>/delete?id` and `DELETE <base>/deleteBatch?ids=a,b,` (contract §5.1) around one remover. */
export function deleteRoutes(app: FastifyInstance, d: DeleteRoutes): void {
  if (d.mount?.one !== false) {
    route(app, {
      method: 'DELETE',
      url: `${d.base}/delete`,
      access: perm(`${d.permPrefix}:delete`),
      query: z.object({ id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64) }),
      handler: async ({ req, query }) => {
        await d.remove(req, parseIds(query.id, { max: 1, what: 'id' }));
        return ok(null, d.deletedOne ?? '删除成功!');
      },
    });
  }
  if (d.mount?.batch !== false) {
    route(app, {
      method: 'DELETE',
      url: `${d.base}/deleteBatch`,
      access: perm(`${d.permPrefix}:deleteBatch`),
      query: z.object({ ids: z.string({ error: '参数ids不能为空' }).max(64 * 1000) }),
      handler: async ({ req, query }) => {
        const ids = parseIds(query.ids);
        if (!ids.length) throw badRequest('参数ids不能为空');
        await d.remove(req, ids);
        return ok(null, d.deletedMany ?? '批量删除成功！');
      },
    });
  }
}
