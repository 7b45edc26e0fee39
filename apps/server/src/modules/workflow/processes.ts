import { entityNamed } from '@yunzhan/common/entities/registry';
import { CONTENT_REVIEW_FORM } from '@yunzhan/common/workflow/variables';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, notFound } from '../../core/errors.js';
import { formatDateTime } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { ActProcess } from '../../db/workflow-types.js';
import type { NodeInfo } from './engine/compile.js';
import { contains, type Paging, pageOf } from './paging.js';
import { wfProcessView } from './views.js';

/** A deployed version as the runtime reads it: immutable but for its status (read with each step). */
export interface Version {
  id: string;
  name: string;
  processKey: string;
  version: number;
  formKey: string | null;
  source: string;
  nodes: ReadonlyMap<string, NodeInfo>;
  tenantId: number;
}

const LIST_COLUMNS = [
  'id',
  'name',
  'processKey',
  'version',
  'latest',
  'status',
  'category',
  'description',
  'modelId',
  'formKey',
  'roles',
  'createBy',
  'createTime',
  'updateTime',
] as const;

export const formTitle = (formKey: string | null) =>
  formKey === CONTENT_REVIEW_FORM ? '内容发布审批' : formKey ? (entityNamed(formKey)?.title ?? formKey) : '';

export const ACTIVE = 1;
export const SUSPENDED = 0;

/** 流程管理: the deployed versions of a tenant's definitions. */
export class Processes {
  private readonly versions = new Map<string, Version>();

  constructor(readonly crud: CrudDeps) {}

  private get db() {
    return this.crud.db;
  }

  async list(
    tenantId: number,
    f: { lcmc?: string; lckey?: string; zx?: boolean; status?: number; formKey?: string } & Paging,
  ) {
    let q = this.db.selectFrom('actProcess').where('tenantId', '=', tenantId);
    if (f.formKey) q = q.where('formKey', '=', f.formKey);
    if (f.lcmc) q = q.where(contains('name', f.lcmc));
    if (f.lckey) q = q.where(contains('process_key', f.lckey));
    if (f.zx) q = q.where('latest', '=', 1);
    if (f.status !== undefined) q = q.where('status', '=', f.status);
    const result = await pageOf(
      q,
      (s) => s.select(LIST_COLUMNS).orderBy('processKey').orderBy('version', 'desc'),
      f,
      (r) => ({ ...r, latest: r.latest === 1, formTitle: formTitle(r.formKey) }),
    );
    const ids = result.records.map((r) => String(r.id));
    const running = ids.length
      ? await this.db
          .selectFrom('wfInstance')
          .select((eb) => ['procDefId', eb.fn.countAll<number | string>().as('n')])
          .where('procDefId', 'in', ids)
          .where('status', 'in', ['running', 'suspended'])
          .groupBy('procDefId')
          .execute()
      : [];
    for (const r of result.records) r.running = Number(running.find((x) => x.procDefId === r.id)?.n ?? 0);
    return result;
  }

  async get(tenantId: number, id: string): Promise<ActProcess> {
    const row = await this.db
      .selectFrom('actProcess')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** A version for the runtime (kept once read: nothing of it but the status ever changes). */
  async version(id: string): Promise<Version> {
    const hit = this.versions.get(id);
    if (hit) return hit;
    const row = await this.db.selectFrom('actProcess').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('流程定义不存在');
    const nodes: NodeInfo[] = JSON.parse(row.nodes);
    const v: Version = {
      id: row.id,
      name: row.name,
      processKey: row.processKey,
      version: row.version,
      formKey: row.formKey,
      source: row.source,
      nodes: new Map(nodes.map((n) => [n.id, n])),
      tenantId: row.tenantId,
    };
    if (this.versions.size > 500) this.versions.delete(this.versions.keys().next().value as string);
    this.versions.set(id, v);
    return v;
  }

  /** The latest version of a key, when it is active. */
  async latestActive(tenantId: number, processKey: string): Promise<ActProcess | undefined> {
    return this.db
      .selectFrom('actProcess')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('processKey', '=', processKey)
      .where('latest', '=', 1)
      .where('status', '=', ACTIVE)
      .executeTakeFirst();
  }

  /** What 发起申请 offers: latest active versions with a form, open to everyone or to one of the user's roles. */
  async startable(tenantId: number, roleCodes: readonly string[]) {
    const rows = await this.db
      .selectFrom('actProcess')
      .select(['id', 'name', 'processKey', 'version', 'category', 'description', 'formKey', 'roles'])
      .where('tenantId', '=', tenantId)
      .where('latest', '=', 1)
      .where('status', '=', ACTIVE)
      .orderBy('category')
      .orderBy('name')
      .execute();
    return rows
      .filter((r) => r.formKey && r.formKey !== CONTENT_REVIEW_FORM)
      .filter((r) => mayStart(r.roles, roleCodes))
      .map(({ roles: _, ...r }) => ({ ...r, formTitle: formTitle(r.formKey) }));
  }

  async setStatus(origin: WriteOrigin, tenantId: number, id: string, status: number): Promise<void> {
    const before = await this.get(tenantId, id);
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx
        .updateTable('actProcess')
        .set({ status, updateBy: origin.username, updateTime: formatDateTime() })
        .where('id', '=', id)
        .execute();
      const note = status === ACTIVE ? '激活' : '挂起';
      await log(wfProcessView, OPERATE.edit, [{ id, before: { status: before.status }, after: { status } }], note);
    });
  }

  async updateInfo(
    origin: WriteOrigin,
    tenantId: number,
    id: string,
    info: { description?: string | null; roles?: string | null },
  ): Promise<void> {
    const before = await this.get(tenantId, id);
    const change = {
      ...(info.description !== undefined && { description: info.description }),
      ...(info.roles !== undefined && { roles: info.roles }),
      updateBy: origin.username,
      updateTime: formatDateTime(),
    };
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx.updateTable('actProcess').set(change).where('id', '=', id).execute();
      await log(wfProcessView, OPERATE.edit, [{ id, before: { roles: before.roles }, after: change }], '编辑信息');
    });
  }

  /** Deletes versions no instance runs on (their finished instances keep their history). */
  async remove(origin: WriteOrigin, tenantId: number, ids: readonly string[]): Promise<void> {
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const rows = await trx
        .selectFrom('actProcess')
        .select(['id', 'name', 'processKey', 'version', 'latest'])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', [...ids])
        .execute();
      if (rows.length !== ids.length) throw notFound();
      const running = await trx
        .selectFrom('wfInstance')
        .select('procDefId')
        .where('procDefId', 'in', [...ids])
        .where('status', 'in', ['running', 'suspended'])
        .executeTakeFirst();
      if (running) throw new ApiError('该流程存在运行中的实例，不能删除');
      await trx
        .deleteFrom('actProcess')
        .where('id', 'in', [...ids])
        .execute();
      for (const r of rows.filter((x) => x.latest === 1)) {
        const prev = await trx
          .selectFrom('actProcess')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('processKey', '=', r.processKey)
          .orderBy('version', 'desc')
          .executeTakeFirst();
        if (prev) await trx.updateTable('actProcess').set({ latest: 1 }).where('id', '=', prev.id).execute();
      }
      await log(
        wfProcessView,
        OPERATE.delete,
        rows.map((r) => ({ id: r.id, before: { name: r.name, version: r.version } })),
      );
    });
  }
}

/** Whether a user with these roles may start a definition limited to `roles` (empty: everyone). */
export function mayStart(roles: string | null, roleCodes: readonly string[]): boolean {
  const allowed = (roles ?? '').split(',').filter(Boolean);
  return allowed.length === 0 || allowed.some((r) => roleCodes.includes(r));
}
