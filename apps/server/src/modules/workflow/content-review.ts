import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { CONTENT_REVIEW_FORM } from '@yunzhan/common/workflow/variables';
import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../../core/auth/session.js';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { ContentReview, CrudDeps, Row } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { REVIEWING } from '../../core/crud/review-routes.js';
import { actorOf } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { formatDateTime, newId } from '../../core/time.js';
import { originOf, type Work } from '../../core/unit-of-work.js';
import type { ActBusiness } from '../../db/workflow-types.js';
import { newInstance, variablesOf } from './applications.js';
import type { Person } from './assignees.js';
import type { Processes } from './processes.js';
import { emptyPlan, type Plan } from './runtime/plan.js';
import type { Runtime, RuntimeHooks } from './runtime/runtime.js';

/** What a row becomes, and what its version history says, as its review ends or comes back. */
const OUTCOME: Record<NonNullable<Plan['ended']>, { status: string; note: (comment: string | null) => string }> = {
  approved: { status: 'published', note: () => '审批通过，已发布' },
  returned: { status: 'draft', note: (c) => `审批驳回${c ? `：${c}` : ''}` },
  withdrawn: { status: 'draft', note: () => '撤回审批' },
  cancelled: { status: 'draft', note: (c) => `审批作废${c ? `：${c}` : ''}` },
  resubmitted: { status: REVIEWING, note: () => '重新提交审批' },
};

/**
 * Review before publishing: a site's rule names the process a module's rows go through (`wf_publish_rule`). 提交审批
 * starts it with the row as its business and the row shows 审批中; approval publishes it (a later 发布时间 keeps it
 * scheduled), a rejection returns it to draft with the comment, and the row's version history records each.
 */
export class ContentReviews implements ContentReview, RuntimeHooks {
  constructor(
    private readonly crud: CrudDeps,
    private readonly processes: Processes,
    private readonly runtime: Runtime,
  ) {}

  private get db() {
    return this.crud.db;
  }

  rule(siteId: string | null, entity: string) {
    if (!siteId) return Promise.resolve(undefined);
    return this.db
      .selectFrom('wfPublishRule')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('entity', '=', entity)
      .executeTakeFirst();
  }

  async required(siteId: string | null, entity: EntityDef): Promise<boolean> {
    return (await this.rule(siteId, entity.name)) !== undefined;
  }

  async submit(req: FastifyRequest, s: SessionContext, entity: EntityDef, rows: readonly Row[]): Promise<number> {
    const tenantId = s.tenantId ?? DEFAULT_TENANT;
    const rule = await this.rule(s.siteId, entity.name);
    const def = rule && (await this.processes.latestActive(tenantId, rule.processKey));
    if (!rule || !def) throw new ApiError(`发布审批流程「${rule?.processKey ?? ''}」未部署或已挂起，请联系管理员`);
    const reviewing = rows.find((r) => r.status === REVIEWING);
    if (reviewing) throw new ApiError(`「${this.titleOf(entity, reviewing)}」已在审批中`);
    const version = await this.processes.version(def.id);
    const by: Person = { id: s.userId, username: s.username, realname: s.realname };
    const origin = originOf(req, s, `${entity.apiBase}/submitReview`);
    for (const row of rows) {
      const now = formatDateTime();
      const business: ActBusiness = {
        id: newId(),
        title: `${entity.title}：${this.titleOf(entity, row)}`.slice(0, 200),
        procDefId: def.id,
        processKey: def.processKey,
        processName: def.name,
        procInstId: null,
        formKey: CONTENT_REVIEW_FORM,
        tableName: entity.name,
        tableId: String(row.id),
        siteId: s.siteId,
        status: 0,
        result: 0,
        priority: 0,
        applyTime: null,
        currTaskName: null,
        applicantName: s.realname,
        tenantId,
        createBy: s.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      };
      const vars = { ...variablesOf(business, s, {}), entity: entity.name, site: s.siteId };
      const instance = newInstance(business, def.version, s, tenantId, 0, vars);
      await this.closeReturned(origin, entity, String(row.id), by);
      await this.runtime.start(origin, instance, version, by, async ({ trx, log }) => {
        await trx.insertInto('actBusiness').values(business).execute();
        await this.crud.stores.of(entity).update(trx, actorOf(s), String(row.id), { status: REVIEWING });
        await log(
          entity,
          OPERATE.edit,
          [{ id: String(row.id), before: row, after: { ...row, status: REVIEWING } }],
          '提交审批',
        );
      });
    }
    return rows.length;
  }

  /** In the step's transaction: the row of a content review follows how its review ended or came back. */
  async onOutcome(
    work: Work,
    business: ActBusiness,
    kind: NonNullable<Plan['ended']>,
    by: Person,
    comment: string | null,
  ) {
    const entity =
      business.formKey === CONTENT_REVIEW_FORM && business.tableName ? entityNamed(business.tableName) : undefined;
    if (!entity || !business.tableId) return;
    const actor = { ...actorOf({ username: by.username, siteId: business.siteId, tenantId: business.tenantId }) };
    const store = this.crud.stores.of(entity);
    const row = await store.get(actor, business.tableId, work.trx);
    if (!row) return;
    const o = OUTCOME[kind];
    const values: Record<string, string> = { status: o.status };
    if (kind === 'approved' && !row.publishTime) values.publishTime = formatDateTime();
    await store.update(work.trx, actor, business.tableId, values);
    const later = kind === 'approved' && row.publishTime && String(row.publishTime) > formatDateTime();
    const note = later ? `审批通过，将于 ${String(row.publishTime)} 发布` : o.note(comment);
    await work.log(entity, OPERATE.edit, [{ id: business.tableId, before: row, after: { ...row, ...values } }], note);
  }

  /** The row's latest review: its state, and the comment and author of its last rejection. */
  async state(s: SessionContext, entity: EntityDef, id: string) {
    const b = await this.db
      .selectFrom('actBusiness')
      .selectAll()
      .where('tableName', '=', entity.name)
      .where('tableId', '=', id)
      .where('tenantId', '=', s.tenantId ?? DEFAULT_TENANT)
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!b?.procInstId) return null;
    const rejected = await this.db
      .selectFrom('wfEvent')
      .select(['comment', 'actorName', 'actor', 'endTime'])
      .where('instanceId', '=', b.procInstId)
      .where('action', '=', 'reject')
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    return {
      businessId: b.id,
      procInstId: b.procInstId,
      status: b.status,
      result: b.result,
      currTaskName: b.currTaskName,
      comment: rejected?.comment ?? null,
      by: rejected ? (rejected.actorName ?? rejected.actor) : null,
      time: rejected?.endTime ?? null,
    };
  }

  /** A review of the row returned to its applicant ends when the row is submitted again (by anyone who may). */
  private async closeReturned(origin: Parameters<Runtime['act']>[0], entity: EntityDef, id: string, by: Person) {
    const open = await this.db
      .selectFrom('actBusiness')
      .select(['procInstId'])
      .where('tableName', '=', entity.name)
      .where('tableId', '=', id)
      .where('status', '=', 1)
      .execute();
    for (const b of open) {
      if (!b.procInstId) continue;
      await this.runtime.act(
        origin,
        b.procInstId,
        async (instance) => {
          const plan = emptyPlan(instance);
          this.runtime.end(plan, 'cancelled', '已重新提交审批');
          plan.ended = undefined;
          return plan;
        },
        { by, label: '重新提交审批' },
      );
    }
  }

  private titleOf(entity: EntityDef, row: Row): string {
    const field = entity.display;
    return String((field && row[field]) ?? row.id);
  }
}
