import { isReviewable } from '@yunzhan/common/entities/cms/publishing';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { ENTITIES, entityNamed } from '@yunzhan/common/entities/registry';
import { CONTENT_REVIEW_FORM } from '@yunzhan/common/workflow/variables';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { Processes } from './processes.js';
import { wfProcessView } from './views.js';

/** The content modules a rule can name: every published-content entity of the registry. */
export const REVIEWABLE: readonly EntityDef[] = ENTITIES.filter(isReviewable);

/** 发布审批设置: which content modules of a site publish only after approval, and by which process. */
export class PublishRules {
  constructor(
    private readonly crud: CrudDeps,
    private readonly processes: Processes,
  ) {}

  async list(siteId: string, tenantId: number) {
    const rules = await this.crud.db.selectFrom('wfPublishRule').selectAll().where('siteId', '=', siteId).execute();
    const names = await this.processNames(tenantId);
    return REVIEWABLE.map((e) => {
      const rule = rules.find((r) => r.entity === e.name);
      return {
        entity: e.name,
        title: e.title,
        titleEn: e.en ?? e.title,
        processKey: rule?.processKey ?? null,
        processName: rule ? (names.get(rule.processKey) ?? rule.processKey) : null,
      };
    });
  }

  async one(siteId: string | null, tenantId: number, entity: string) {
    if (!siteId) return null;
    return (await this.list(siteId, tenantId)).find((r) => r.entity === entity && r.processKey) ?? null;
  }

  /** Sets (or, with no key, removes) a module's rule in the site; the process must review content. */
  async set(origin: WriteOrigin, siteId: string, tenantId: number, entity: string, processKey: string | null) {
    const e = entityNamed(entity);
    if (!e || !REVIEWABLE.includes(e)) throw badRequest('该模块不能设置发布审批');
    if (processKey) {
      const def = await this.processes.latestActive(tenantId, processKey);
      if (!def || def.formKey !== CONTENT_REVIEW_FORM) throw new ApiError('请选择已部署并激活的内容发布审批流程');
    }
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx.deleteFrom('wfPublishRule').where('siteId', '=', siteId).where('entity', '=', entity).execute();
      if (processKey) {
        await trx
          .insertInto('wfPublishRule')
          .values({
            id: newId(),
            siteId,
            entity,
            processKey,
            tenantId,
            createBy: origin.username,
            createTime: formatDateTime(),
            updateBy: null,
            updateTime: null,
          })
          .execute();
      }
      const note = processKey ? `${e.title}发布需审批（${processKey}）` : `${e.title}发布无需审批`;
      await log(wfProcessView, OPERATE.edit, [{ id: entity, after: { processKey } }], note);
    });
  }

  private async processNames(tenantId: number): Promise<Map<string, string>> {
    const rows = await this.crud.db
      .selectFrom('actProcess')
      .select(['processKey', 'name'])
      .where('tenantId', '=', tenantId)
      .where('latest', '=', 1)
      .execute();
    return new Map(rows.map((r) => [r.processKey, r.name]));
  }
}
