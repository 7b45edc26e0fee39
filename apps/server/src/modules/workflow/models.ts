import type { ModelProblem } from '@yunzhan/common/workflow/model-check';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, badRequest, notFound } from '../../core/errors.js';
import { formatDateTime, newId } from '../../core/time.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { ActModel } from '../../db/workflow-types.js';
import { compileModel, parseModel } from './engine/compile.js';
import { modelXml } from './model-xml.js';
import { contains, type Paging, pageOf } from './paging.js';
import { wfModelView, wfProcessView } from './views.js';

/** A model's key: the id of its process, hence of every version deployed from it. */
const KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
export const KEY_MESSAGE = '模型标识只能包含字母、数字、下划线和短横线，且以字母或下划线开头';

export interface ModelInput {
  name: string;
  modelKey: string;
  description?: string | null;
  category?: string | null;
  xml?: string;
}

const LIST_COLUMNS = [
  'id',
  'name',
  'modelKey',
  'description',
  'category',
  'revision',
  'deployedVersion',
  'deployTime',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const;

/** A new model's diagram: start, one approval by the applicant's department head, end. */
export function starterXml(key: string, name: string): string {
  return modelXml({
    id: key,
    name,
    nodes: [
      { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
      { id: 'approve', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { deptHead: 'true' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [
      { id: 'flow_start', from: 'start', to: 'approve' },
      { id: 'flow_end', from: 'approve', to: 'end' },
    ],
  });
}

/** 模型管理: BPMN models of a tenant, edited in the browser and deployed as new versions of their definition. */
export class Models {
  constructor(private readonly crud: CrudDeps) {}

  private get db() {
    return this.crud.db;
  }

  list(tenantId: number, f: { keyWord?: string; category?: string } & Paging) {
    let q = this.db.selectFrom('actModel').where('tenantId', '=', tenantId);
    if (f.keyWord)
      q = q.where((eb) => eb.or([contains('name', f.keyWord as string), contains('model_key', f.keyWord as string)]));
    if (f.category) q = q.where('category', '=', f.category);
    return pageOf(q, (s) => s.select(LIST_COLUMNS).orderBy('createTime', 'desc').orderBy('id', 'desc'), f);
  }

  async get(tenantId: number, id: string): Promise<ActModel> {
    const row = await this.db
      .selectFrom('actModel')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async add(origin: WriteOrigin, tenantId: number, input: ModelInput): Promise<ActModel> {
    if (!KEY.test(input.modelKey)) throw badRequest(KEY_MESSAGE);
    const xml = input.xml ?? starterXml(input.modelKey, input.name);
    if (input.xml) await this.assertReadable(xml);
    const now = formatDateTime();
    const row: ActModel = {
      id: newId(),
      name: input.name,
      modelKey: input.modelKey,
      description: input.description ?? null,
      category: input.category ?? null,
      xml,
      revision: 1,
      deployedVersion: null,
      deployTime: null,
      tenantId,
      createBy: origin.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    };
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const taken = await trx
        .selectFrom('actModel')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('modelKey', '=', input.modelKey)
        .executeTakeFirst();
      if (taken) throw new ApiError('模型标识已存在');
      await trx.insertInto('actModel').values(row).execute();
      await log(wfModelView, OPERATE.add, [{ id: row.id, after: { name: row.name, modelKey: row.modelKey } }]);
      return row;
    });
  }

  async edit(origin: WriteOrigin, tenantId: number, id: string, input: Partial<ModelInput>): Promise<void> {
    const before = await this.get(tenantId, id);
    const change = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.category !== undefined && { category: input.category }),
      updateBy: origin.username,
      updateTime: formatDateTime(),
    };
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx.updateTable('actModel').set(change).where('id', '=', id).execute();
      await log(wfModelView, OPERATE.edit, [{ id, before: { name: before.name }, after: change }]);
    });
  }

  /** Keeps the XML the modeler saved (it must read as BPMN; what keeps it from deploying is told at deploy). */
  async saveXml(origin: WriteOrigin, tenantId: number, id: string, xml: string): Promise<ActModel> {
    const before = await this.get(tenantId, id);
    await this.assertReadable(xml);
    const change = { xml, revision: before.revision + 1, updateBy: origin.username, updateTime: formatDateTime() };
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      await trx.updateTable('actModel').set(change).where('id', '=', id).execute();
      await log(
        wfModelView,
        OPERATE.edit,
        [{ id, before: { revision: before.revision }, after: { revision: change.revision } }],
        '保存模型',
      );
    });
    return { ...before, ...change };
  }

  async remove(origin: WriteOrigin, tenantId: number, ids: readonly string[]): Promise<void> {
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const rows = await trx
        .selectFrom('actModel')
        .select(['id', 'name'])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', [...ids])
        .execute();
      if (rows.length !== ids.length) throw notFound();
      await trx
        .deleteFrom('actModel')
        .where('id', 'in', [...ids])
        .execute();
      await log(
        wfModelView,
        OPERATE.delete,
        rows.map((r) => ({ id: r.id, before: { name: r.name } })),
      );
    });
  }

  /** A model read from an uploaded file: a new model named by its process, or a new revision of that model. */
  async importXml(origin: WriteOrigin, tenantId: number, xml: string): Promise<ActModel> {
    const { definitions, problems } = await parseModel(xml);
    if (!definitions || problems.length) throw badRequest(problems[0]?.message ?? 'BPMN 文件无法解析');
    const process = ((definitions.rootElements as { $type: string; id?: string; name?: string }[]) ?? []).find(
      (r) => r.$type === 'bpmn:Process',
    );
    if (!process?.id || !KEY.test(process.id)) throw badRequest('文件中没有可用的流程（流程标识不合规）');
    const existing = await this.db
      .selectFrom('actModel')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('modelKey', '=', process.id)
      .executeTakeFirst();
    if (existing) return this.saveXml(origin, tenantId, existing.id, xml);
    return this.add(origin, tenantId, { name: process.name || process.id, modelKey: process.id, xml });
  }

  /**
   * 部署: checks the model and deploys it as the next version of its definition (the previous version stays for
   * the instances running on it). Answers the problems instead when anything keeps it from deploying.
   */
  async deploy(
    origin: WriteOrigin,
    tenantId: number,
    id: string,
  ): Promise<{ processId?: string; problems: ModelProblem[] }> {
    const model = await this.get(tenantId, id);
    const { compiled, problems } = await compileModel(model.xml);
    if (!compiled) return { problems };
    if (compiled.processId !== model.modelKey) {
      return {
        problems: [
          {
            elementId: compiled.processId,
            message: `流程标识「${compiled.processId}」应与模型标识「${model.modelKey}」一致`,
          },
        ],
      };
    }
    const now = formatDateTime();
    const processId = newId();
    await this.crud.uow.run(origin, async ({ trx, log }) => {
      const prev = await trx
        .selectFrom('actProcess')
        .select(['version', 'roles', 'description'])
        .where('tenantId', '=', tenantId)
        .where('processKey', '=', model.modelKey)
        .orderBy('version', 'desc')
        .executeTakeFirst();
      const version = (prev?.version ?? 0) + 1;
      await trx
        .updateTable('actProcess')
        .set({ latest: 0 })
        .where('tenantId', '=', tenantId)
        .where('processKey', '=', model.modelKey)
        .execute();
      await trx
        .insertInto('actProcess')
        .values({
          id: processId,
          name: compiled.name,
          processKey: model.modelKey,
          version,
          latest: 1,
          status: 1,
          category: compiled.category ?? model.category,
          description: model.description ?? prev?.description ?? null,
          modelId: model.id,
          formKey: compiled.formKey,
          roles: prev?.roles ?? null,
          xml: model.xml,
          source: compiled.source,
          nodes: JSON.stringify(compiled.nodes),
          tenantId,
          createBy: origin.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
      await trx
        .updateTable('actModel')
        .set({ deployedVersion: version, deployTime: now })
        .where('id', '=', id)
        .execute();
      await log(
        wfProcessView,
        OPERATE.add,
        [{ id: processId, after: { processKey: model.modelKey, version } }],
        '部署',
      );
    });
    return { processId, problems: [] };
  }

  private async assertReadable(xml: string): Promise<void> {
    const { definitions, problems } = await parseModel(xml);
    if (!definitions || problems.length) throw badRequest(problems[0]?.message ?? 'BPMN 文件无法解析');
  }
}
