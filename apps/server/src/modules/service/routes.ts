import { geoCellOf } from '@yunzhan/common/entities/service/geo-cell';
import { cmsGuarantee, cmsRepair, cmsServiceNetwork } from '@yunzhan/common/entities/service/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionContext } from '../../core/auth/session.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { mountEntity } from '../../core/crud/mount.js';
import { badRequest } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route, sessionOf } from '../../core/route.js';
import { originOf } from '../../core/unit-of-work.js';
import type { FillRules } from '../fill-rule/service.js';
import type { PermissionService } from '../permission/service.js';
import { addMonths } from './lookups.js';
import { newRepairValues, RepairService } from './repair-service.js';

const transitionBody = z.object({
  id: z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64),
  to: z.string({ error: '请选择新状态' }).min(1, '请选择新状态').max(64),
  reason: z.string().trim().max(500, '说明最多500个字符').default(''),
});

/**
 * 服务支持 in the back office: the engine's endpoints of the group's entities with what differs — the computed
 * warranty expiry, the coordinate pair, repair numbers, the status flow (`PUT /cms/repair/transition`) and the
 * customer's phone masked for roles without `cms:repair:unmask` (lists, details, exports).
 */
export function serviceRoutes(
  app: FastifyInstance,
  crud: CrudDeps,
  permissions: PermissionService,
  numbers: FillRules,
): void {
  const repairs = new RepairService(crud);
  const masker = async (s: SessionContext) => repairs.masker(await permissions.grantedCodes(s));

  mountEntity(app, crud, cmsServiceNetwork, {
    beforeWrite({ values, before }) {
      const lng = 'longitude' in values ? values.longitude : (before?.longitude ?? null);
      const lat = 'latitude' in values ? values.latitude : (before?.latitude ?? null);
      if ((lng === null) !== (lat === null)) throw badRequest('经度和纬度须同时填写');
      values.geoCell = lat === null ? null : geoCellOf(Number(lat), Number(lng));
    },
  });

  mountEntity(app, crud, cmsGuarantee, {
    beforeWrite({ values, before }) {
      const purchase = (values.purchaseDate ?? before?.purchaseDate) as string;
      const months = Number(values.warrantyMonths ?? before?.warrantyMonths);
      values.expiryDate = addMonths(purchase, months);
    },
  });

  mountEntity(app, crud, cmsRepair, {
    async beforeWrite(ctx) {
      if (Object.hasOwn(ctx.body, 'logs')) throw badRequest('处理记录只能通过状态流转写入');
      if (ctx.mode === 'add')
        Object.assign(ctx.values, await newRepairValues(crud.stores, numbers, ctx.session.siteId, ctx.trx));
    },
    async decorate(rows, s) {
      const mask = await masker(s);
      rows.forEach((row, i) => {
        rows[i] = Object.assign(row, mask(row));
      });
    },
    exportRow: (s) => masker(s),
  });

  route(app, {
    method: 'PUT',
    url: `${cmsRepair.apiBase}/transition`,
    access: perm(`${cmsRepair.permPrefix}:transition`),
    body: transitionBody,
    handler: async ({ req, body }) => {
      const s = sessionOf(req);
      if (!s.siteId) throw badRequest('请先选择站点');
      await repairs.transition(originOf(req, s), s, body.id, body.to, body.reason);
      return ok(null, '状态已更新');
    },
  });
}
