import {
  cmsCooperation,
  cmsFeedback,
  cmsProposal,
  cmsRegistration,
  cmsSuggestion,
} from '@yunzhan/common/entities/forms/index';
import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyInstance } from 'fastify';
import type { CrudDeps, WriteContext } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';

/** The inboxes of 互动表单 (the other intake modules mount their own). */
const INBOXES: readonly EntityDef[] = [cmsRegistration, cmsProposal, cmsCooperation, cmsFeedback, cmsSuggestion];

/** A submission moved out of 待处理 without a handler named gets the editor as its handler. */
export function stampHandler(ctx: WriteContext): void {
  const v = ctx.values;
  if (ctx.mode !== 'edit' || !v.status || v.status === 'pending') return;
  if (v.handler || (!('handler' in v) && ctx.before?.handler)) return;
  v.handler = (ctx.session.realname || ctx.session.username).slice(0, 50);
}

/** The engine's endpoints of every form inbox, with the handler stamped on processing. */
export function inboxRoutes(app: FastifyInstance, crud: CrudDeps): void {
  for (const entity of INBOXES) mountEntity(app, crud, entity, { beforeWrite: stampHandler });
}
