import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { SessionContext } from '../../core/auth/session.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { actorOf } from '../../core/crud/store.js';
import { ApiError, badRequest, forbidden, notFound } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import { formatDate, formatDateTime, newId } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { ActBusiness, WfInstance } from '../../db/workflow-types.js';
import { contains, type Paging, pageOf } from './paging.js';
import { mayStart, type Processes } from './processes.js';
import { emptyPlan, eventRow } from './runtime/plan.js';
import type { Runtime } from './runtime/runtime.js';
import { withTexts } from './texts.js';
import { wfBusinessView } from './views.js';

export interface ApplicationFilter extends Paging {
  title?: string;
  status?: number;
  result?: number;
  createTime_begin?: string;
  createTime_end?: string;
}

/** Who applies: the session's user, its department and tenant, and its roles (who may start what). */
export interface Applicant {
  session: SessionContext;
  tenantId: number;
  roleCodes: readonly string[];
}

export const DRAFT = 0;
export const DEALING = 1;
const TEXTS = { status: 'bpm_apply_status', result: 'bpm_result', priority: 'bpm_priority' };
/** Actions by an approver after which the applicant can no longer withdraw. */
const ACTED = ['approve', 'reject', 'return', 'delegate', 'resolve', 'transfer', 'addSign'];

/** The process variables of an application: its form's fields and what every process knows. */
export function variablesOf(
  b: Pick<ActBusiness, 'title' | 'priority' | 'processKey'>,
  s: SessionContext,
  data: Record<string, unknown>,
) {
  return {
    ...data,
    applicant: s.username,
    applicantName: s.realname,
    applicantDept: s.orgCode,
    title: b.title,
    priority: b.priority,
    processKey: b.processKey,
  };
}

/** 发起申请: a user's applications — drafts with their forms, submission, withdrawal. */
export class Applications {
  constructor(
    private readonly crud: CrudDeps,
    private readonly processes: Processes,
    private readonly runtime: Runtime,
  ) {}

  private get db() {
    return this.crud.db;
  }

  async list(a: Applicant, f: ApplicationFilter, language: Language) {
    let q = this.db
      .selectFrom('actBusiness')
      .where('tenantId', '=', a.tenantId)
      .where('createBy', '=', a.session.username)
      .where('formKey', '!=', 'content');
    if (f.title) q = q.where(contains('title', f.title));
    if (f.status !== undefined) q = q.where('status', '=', f.status);
    if (f.result !== undefined) q = q.where('result', '=', f.result);
    if (f.createTime_begin) q = q.where('createTime', '>=', f.createTime_begin);
    if (f.createTime_end) q = q.where('createTime', '<=', `${f.createTime_end.slice(0, 10)} 23:59:59`);
    const result = await pageOf(q, (s) => s.selectAll().orderBy('createTime', 'desc').orderBy('id', 'desc'), f);
    await withTexts(this.crud, language, result.records, TEXTS);
    return result;
  }

  /** An application of the user's own, or one the caller may read (`readable`: the caller takes part in it). */
  async business(tenantId: number, id: string, username?: string): Promise<ActBusiness> {
    const row = await this.db
      .selectFrom('actBusiness')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!row || (username !== undefined && row.createBy !== username)) throw notFound();
    return row;
  }

  /** The form's values of an application (empty for a content review: its row is in its module). */
  async data(b: ActBusiness): Promise<Record<string, unknown>> {
    const form = formOf(b.formKey);
    if (!form || !b.tableId) return {};
    const row = await this.crud.stores
      .of(form)
      .get(actorOf({ username: 'system', siteId: null, tenantId: b.tenantId }), b.tableId);
    return row ?? {};
  }

  /** 保存草稿: a new application of a definition the user may start, its form checked by the form's schema. */
  async add(origin: WriteOrigin, a: Applicant, input: { procDefId: string; title?: string; data: unknown }) {
    const def = await this.processes.get(a.tenantId, input.procDefId);
    if (def.latest !== 1 || def.status !== 1) throw new ApiError('该流程已挂起或不是最新版本');
    if (!mayStart(def.roles, a.roleCodes)) throw forbidden('您不能发起该流程');
    const form = formOf(def.formKey);
    if (!form) throw new ApiError('该流程没有申请表单');
    const values = readInput(form, input.data, 'add', await this.crud.dicts.valueSets());
    const now = formatDateTime();
    const s = a.session;
    const business: ActBusiness = {
      id: newId(),
      title: input.title?.trim() || `${def.name}-${s.realname ?? s.username}-${formatDate()}`,
      procDefId: def.id,
      processKey: def.processKey,
      processName: def.name,
      procInstId: null,
      formKey: def.formKey,
      tableName: form.name,
      tableId: newId(),
      siteId: null,
      status: DRAFT,
      result: 0,
      priority: 0,
      applyTime: null,
      currTaskName: null,
      applicantName: s.realname,
      tenantId: a.tenantId,
      createBy: s.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    };
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await this.crud.stores
        .of(form)
        .insert(trx, actorOf({ ...s, tenantId: a.tenantId }), values, business.tableId as string);
      await trx.insertInto('actBusiness').values(business).execute();
      await log(wfBusinessView, OPERATE.add, [{ id: business.id, after: { title: business.title } }]);
    });
    return business;
  }

  /** Changes the form of a draft, or of an application returned to its applicant. */
  async edit(origin: WriteOrigin, a: Applicant, input: { id: string; title?: string; data: unknown }): Promise<void> {
    const b = await this.business(a.tenantId, input.id, a.session.username);
    const returned = b.status === DEALING && b.result === 3;
    if (b.status !== DRAFT && !returned) throw new ApiError('只有草稿或被驳回的申请可以修改');
    const form = formOf(b.formKey);
    if (!form || !b.tableId) throw new ApiError('该申请没有表单');
    const values = readInput(form, input.data, 'edit', await this.crud.dicts.valueSets());
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const actor = actorOf({ ...a.session, tenantId: a.tenantId });
      await this.crud.stores.of(form).update(trx, actor, b.tableId as string, values);
      if (input.title?.trim()) {
        await trx
          .updateTable('actBusiness')
          .set({ title: input.title.trim(), updateTime: formatDateTime() })
          .where('id', '=', b.id)
          .execute();
      }
      await log(wfBusinessView, OPERATE.edit, [{ id: b.id, after: { title: input.title ?? b.title } }], '修改申请');
    });
  }

  /** 提交: starts the process of a draft. */
  async apply(origin: WriteOrigin, a: Applicant, id: string, priority = 0): Promise<ActBusiness> {
    const b = await this.business(a.tenantId, id, a.session.username);
    if (b.status !== DRAFT) throw new ApiError('该申请已提交');
    const def = await this.processes.get(a.tenantId, b.procDefId);
    const current =
      def.latest === 1 && def.status === 1 ? def : await this.processes.latestActive(a.tenantId, b.processKey);
    if (!current) throw new ApiError('该流程已挂起，暂不能提交');
    const data = await this.data(b);
    const vars = variablesOf({ ...b, priority }, a.session, data);
    const s = a.session;
    const instance = newInstance(
      { ...b, procDefId: current.id, processName: current.name },
      current.version,
      s,
      a.tenantId,
      priority,
      vars,
    );
    const version = await this.processes.version(current.id);
    await this.runtime.start(origin, instance, version, { id: s.userId, username: s.username, realname: s.realname });
    return b;
  }

  /** 撤回: the applicant takes the application back while no approver has acted on it; it is a draft again. */
  async withdraw(origin: WriteOrigin, a: Applicant, id: string, reason?: string): Promise<void> {
    const b = await this.business(a.tenantId, id, a.session.username);
    if (b.status !== DEALING || !b.procInstId) throw new ApiError('只有处理中的申请可以撤回');
    const s = a.session;
    const by = { id: s.userId, username: s.username, realname: s.realname };
    await this.runtime.act(
      origin,
      b.procInstId,
      async (instance) => {
        if (instance.status !== 'running' && instance.status !== 'suspended') throw new ApiError('该流程已结束');
        if (await this.actedSinceStart(instance)) throw new ApiError('审批人已处理，不能撤回');
        const plan = emptyPlan(instance);
        plan.events.push(eventRow(instance, 'withdraw', by, { comment: reason || null }));
        this.runtime.end(plan, 'cancelled', reason || '申请人撤回');
        plan.business = { status: DRAFT, result: 0 };
        plan.ended = 'withdrawn';
        return plan;
      },
      { by, comment: reason, label: '撤回' },
    );
  }

  /** 删除: the user's own drafts, with their forms. */
  async remove(origin: WriteOrigin, a: Applicant, ids: readonly string[]): Promise<void> {
    const rows = await Promise.all(ids.map((id) => this.business(a.tenantId, id, a.session.username)));
    if (rows.some((r) => r.status !== DRAFT)) throw new ApiError('只能删除草稿');
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      for (const r of rows) {
        const form = formOf(r.formKey);
        if (form && r.tableId)
          await this.crud.stores.of(form).remove(trx, actorOf({ ...a.session, tenantId: a.tenantId }), [r.tableId]);
      }
      await trx
        .deleteFrom('actBusiness')
        .where('id', 'in', [...ids])
        .execute();
      await log(
        wfBusinessView,
        OPERATE.delete,
        rows.map((r) => ({ id: r.id, before: { title: r.title } })),
      );
    });
  }

  /** The variables of an application resubmitted after being returned: its form as it is now. */
  async refresh(instance: WfInstance): Promise<Record<string, unknown>> {
    const b = await this.business(instance.tenantId, instance.businessId);
    const before = this.runtime.variables(instance);
    return { ...before, ...(await this.data(b)), title: b.title };
  }

  private async actedSinceStart(instance: WfInstance): Promise<boolean> {
    const events = await this.db
      .selectFrom('wfEvent')
      .select(['action', 'actor'])
      .where('instanceId', '=', instance.id)
      .orderBy('seq', 'desc')
      .execute();
    for (const e of events) {
      if (e.action === 'start' || e.action === 'resubmit') return false;
      if (ACTED.includes(e.action) && e.actor !== instance.applicant) return true;
    }
    return false;
  }
}

export function formOf(formKey: string | null): EntityDef | undefined {
  return formKey && formKey !== 'content' ? entityNamed(formKey) : undefined;
}

/** The row of an instance about to start. */
export function newInstance(
  b: Pick<ActBusiness, 'id' | 'procDefId' | 'processKey' | 'processName' | 'title'>,
  version: number,
  s: Pick<SessionContext, 'username' | 'realname' | 'orgCode'>,
  tenantId: number,
  priority: number,
  vars: Record<string, unknown>,
): WfInstance {
  if (!Number.isInteger(priority) || priority < 0 || priority > 2) throw badRequest('优先级有误');
  return {
    id: newId(),
    businessId: b.id,
    procDefId: b.procDefId,
    processKey: b.processKey,
    processName: b.processName,
    version,
    title: b.title,
    applicant: s.username,
    applicantName: s.realname,
    applicantDept: s.orgCode,
    priority,
    status: 'running',
    result: 1,
    state: null,
    rev: 0,
    variables: JSON.stringify(vars),
    completedNodes: null,
    takenFlows: null,
    currTaskName: null,
    startTime: formatDateTime(),
    endTime: null,
    durationMs: null,
    deleteReason: null,
    tenantId,
  };
}
