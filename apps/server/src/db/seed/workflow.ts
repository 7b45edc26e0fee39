import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import { compileModel } from '../../modules/workflow/engine/compile.js';
import { modelXml, type XmlModel } from '../../modules/workflow/model-xml.js';
import { stableId } from './ids.js';
import { appliedKeys, audit, insertAll, recordKeys, type SeedContext } from './util.js';

/**
 * The demo processes of 审批流程, as models and their deployed first versions: leave (the department head, then for
 * more than three days the applicant's leader), expenses (the same, above 5 000), and the review of content before
 * it is published (one of the administrators claims it).
 */
export const SEED_PROCESSES: readonly (XmlModel & { description: string })[] = [
  {
    id: 'leave',
    name: '请假审批',
    formKey: 'wf.leave',
    category: '行政',
    description: '部门负责人审批；超过 3 天再由上级领导审批',
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交申请', at: [0, 0] },
      { id: 'head', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { deptHead: 'true', dueIn: 'P2D' } },
      { id: 'days', type: 'exclusiveGateway', name: '请假天数', at: [2, 0] },
      { id: 'leader', type: 'userTask', name: '上级领导审批', at: [3, 1], attrs: { leader: 'true', dueIn: 'P2D' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [4, 0] },
    ],
    flows: [
      { id: 'f_start', from: 'start', to: 'head' },
      { id: 'f_head', from: 'head', to: 'days' },
      { id: 'f_long', from: 'days', to: 'leader', name: '超过3天', condition: '${days > 3}' },
      { id: 'f_short', from: 'days', to: 'end', name: '3天以内' },
      { id: 'f_leader', from: 'leader', to: 'end' },
    ],
    defaults: { days: 'f_short' },
  },
  {
    id: 'expense',
    name: '费用报销',
    formKey: 'wf.expense',
    category: '财务',
    description: '部门负责人审批；超过 5000 元再由上级领导审批',
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交报销', at: [0, 0] },
      { id: 'head', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { deptHead: 'true' } },
      { id: 'amount', type: 'exclusiveGateway', name: '报销金额', at: [2, 0] },
      { id: 'leader', type: 'userTask', name: '上级领导审批', at: [3, 1], attrs: { leader: 'true' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [4, 0] },
    ],
    flows: [
      { id: 'f_start', from: 'start', to: 'head' },
      { id: 'f_head', from: 'head', to: 'amount' },
      { id: 'f_big', from: 'amount', to: 'leader', name: '超过5000元', condition: '${amount > 5000}' },
      { id: 'f_small', from: 'amount', to: 'end', name: '5000元以内' },
      { id: 'f_leader', from: 'leader', to: 'end' },
    ],
    defaults: { amount: 'f_small' },
  },
  {
    id: 'content_review',
    name: '内容发布审批',
    formKey: 'content',
    category: '内容',
    description: '内容发布前由一位管理员审核（认领后处理）',
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交审批', at: [0, 0] },
      {
        id: 'review',
        type: 'userTask',
        name: '内容审核',
        at: [1, 0],
        attrs: { candidateRoles: 'admin', dueIn: 'P1D' },
      },
      { id: 'end', type: 'endEvent', name: '发布', at: [2, 0] },
    ],
    flows: [
      { id: 'f_start', from: 'start', to: 'review' },
      { id: 'f_review', from: 'review', to: 'end' },
    ],
  },
];

/** Inserts each demo process once (seed key `workflow:<key>`): one an administrator deletes stays deleted. */
export async function seedWorkflow(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const keys = SEED_PROCESSES.map((p) => `workflow:${p.id}`);
  const applied = await appliedKeys(db, keys);
  const missing = SEED_PROCESSES.filter((p) => !applied.has(`workflow:${p.id}`));
  if (!missing.length) return;
  for (const p of missing) {
    const xml = modelXml(p);
    const { compiled, problems } = await compileModel(xml);
    if (!compiled) throw new Error(`demo process ${p.id}: ${problems.map((x) => x.message).join('; ')}`);
    const modelId = stableId(`workflow-model:${p.id}`);
    await insertAll(db, 'actModel', [
      {
        id: modelId,
        name: p.name,
        modelKey: p.id,
        description: p.description,
        category: p.category ?? null,
        xml,
        revision: 1,
        deployedVersion: 1,
        deployTime: now,
        tenantId: DEFAULT_TENANT,
        ...audit(now),
      },
    ]);
    await insertAll(db, 'actProcess', [
      {
        id: stableId(`workflow-process:${p.id}:1`),
        name: p.name,
        processKey: p.id,
        version: 1,
        latest: 1,
        status: 1,
        category: p.category ?? null,
        description: p.description,
        modelId,
        formKey: compiled.formKey,
        roles: null,
        xml,
        source: compiled.source,
        nodes: JSON.stringify(compiled.nodes),
        tenantId: DEFAULT_TENANT,
        ...audit(now),
      },
    ]);
  }
  await recordKeys(
    db,
    missing.map((p) => `workflow:${p.id}`),
    now,
  );
}
