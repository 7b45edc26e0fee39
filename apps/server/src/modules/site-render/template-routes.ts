import type { FastifyInstance } from 'fastify';
import type { CrudDeps, WriteContext } from '../../core/crud/contracts.js';
import { actorOf, mountEntity } from '../../core/crud/mount.js';
import { ApiError } from '../../core/errors.js';
import { TemplateFailure } from './render-pool.js';
import type { FailureKind } from './render-protocol.js';
import type { SiteRenderer } from './renderer.js';
import { templateEntity } from './template-source.js';

const ADVICE: Readonly<Record<FailureKind, string>> = {
  time: '，请减少循环次数或嵌套层数',
  memory: '，请检查模板是否递归包含自身',
  size: '',
  syntax: '',
  render: '',
};

/**
 * 模板管理 with a check of every saved template (add, edit, restore, import): it is rendered by the render pool,
 * with the site's other templates and sample data, and refused with the reason when it is past the limits of time or
 * memory, too long, or not valid Liquid. Other render errors (a template it includes that the site does not have
 * yet, data it expects) do not refuse it: pages show them.
 */
export function templateRoutes(app: FastifyInstance, crud: CrudDeps, renderer: SiteRenderer): void {
  const entity = templateEntity();
  if (!entity) return;
  const store = crud.stores.of(entity);
  const check = async (ctx: WriteContext) => {
    if (ctx.values.source === undefined && ctx.values.code === undefined) return;
    const code = String(ctx.values.code ?? ctx.before?.code ?? '');
    const actor = actorOf(ctx.session);
    // Read in the save's transaction: on SQLite it holds the one connection.
    const templates: Record<string, string> = {};
    for (const row of await store.where(actor, 'siteId', [actor.siteId], ctx.trx)) {
      if (row.id !== ctx.id && typeof row.code === 'string' && typeof row.source === 'string')
        templates[row.code] = row.source;
    }
    templates[code] = String(ctx.values.source ?? ctx.before?.source ?? '');
    try {
      await renderer.check(templates, code);
    } catch (err) {
      if (!(err instanceof TemplateFailure)) throw err;
      if (err.kind !== 'render') throw new ApiError(`模板未保存：${err.message}${ADVICE[err.kind]}`);
    }
  };
  mountEntity(app, crud, entity, { beforeWrite: check });
}
