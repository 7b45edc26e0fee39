import type { TaskAction } from '@yunzhan/common/workflow/task-actions';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { forbidden } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import type { WfInstance } from '../../db/workflow-types.js';
import type { Applications } from './applications.js';
import { instanceView, type Me, taskView } from './lists.js';
import type { Processes } from './processes.js';
import { APPLICANT_NODE, OPEN } from './runtime/plan.js';
import type { Runtime } from './runtime/runtime.js';
import type { TaskActions } from './tasks/task-actions.js';
import type { TaskGate } from './tasks/task-gate.js';
import { durationText, withTexts } from './texts.js';

/** Who sees an instance's detail, history and diagram: whoever takes part in it, or who oversees instances. */
export interface Viewer extends Me {
  /** Holds 流程实例 or 流程历史 (sees every instance of the tenant). */
  oversees: boolean;
}

/**
 * What the screens open: a task with its application, form, history and the actions the caller may take now;
 * an instance's timeline and its diagram with the current nodes. Nobody outside an instance reads it.
 */
export class WorkflowDetail {
  constructor(
    private readonly crud: CrudDeps,
    private readonly runtime: Runtime,
    private readonly processes: Processes,
    private readonly applications: Applications,
    private readonly gate: TaskGate,
    private readonly actions: TaskActions,
  ) {}

  /** Whether the user applied for the instance or has (had) a task in it. */
  async involved(instance: WfInstance, username: string): Promise<boolean> {
    if (instance.applicant === username) return true;
    const db = this.crud.db;
    const direct = await db
      .selectFrom('wfTask')
      .select('id')
      .where('instanceId', '=', instance.id)
      .where((eb) => eb.or([eb('assignee', '=', username), eb('handledBy', '=', username), eb('owner', '=', username)]))
      .executeTakeFirst();
    if (direct) return true;
    const candidate = await db
      .selectFrom('wfTaskCandidate as c')
      .innerJoin('wfTask as t', 't.id', 'c.taskId')
      .select('t.id')
      .where('t.instanceId', '=', instance.id)
      .where('c.username', '=', username)
      .executeTakeFirst();
    return candidate !== undefined;
  }

  async visible(instanceId: string, v: Viewer): Promise<WfInstance> {
    const instance = await this.runtime.load(instanceId, v.tenantId);
    if (!v.oversees && !(await this.involved(instance, v.username))) throw forbidden('无权查看该流程');
    return instance;
  }

  async task(taskId: string, v: Viewer, language: Language) {
    const t = await this.gate.task(taskId, v.tenantId);
    const instance = await this.visible(t.instanceId, v);
    const business = await this.applications.business(v.tenantId, instance.businessId);
    const standing = await this.gate.standing(t, v.username);
    const backNodes =
      standing === 'act' && t.kind !== 'applicant' ? await this.actions.backNodes(instance, t.nodeId) : [];
    const actions: TaskAction[] = [];
    if (instance.status === 'running') {
      if (standing === 'claim') actions.push('claim');
      if (standing === 'act') {
        if (t.kind === 'applicant') actions.push('pass', 'cancelApply', 'comment');
        else if (t.kind === 'delegate') actions.push('pass', 'comment');
        else {
          actions.push('pass', 'back');
          if (backNodes.length) actions.push('backToTask');
          actions.push('delegate', 'transfer', 'addSign', 'comment');
          if (t.claimTime && (await this.gate.candidates(t.id)).length > 1) actions.push('unclaim');
        }
      }
    }
    const [task] = await withTexts(this.crud, language, [taskView(t)], { priority: 'bpm_priority' });
    const candidates = await this.gate.candidates(t.id);
    return {
      task: { ...task, candidates },
      business: (
        await withTexts(this.crud, language, [{ ...business }], { status: 'bpm_apply_status', result: 'bpm_result' })
      )[0],
      instance: instanceView(instance),
      data: await this.applications.data(business),
      formKey: business.formKey,
      actions,
      backNodes,
      history: await this.history(instance, language),
    };
  }

  /** The timeline of every step (who, when, what, comment, duration), then the steps still open. */
  async history(instance: WfInstance, language: Language) {
    const db = this.crud.db;
    const events = await db
      .selectFrom('wfEvent')
      .selectAll()
      .where('instanceId', '=', instance.id)
      .orderBy('seq')
      .execute();
    const open = await db
      .selectFrom('wfTask')
      .selectAll()
      .where('instanceId', '=', instance.id)
      .where('status', 'in', [...OPEN])
      .orderBy('createTime')
      .execute();
    const rows = [
      ...events.map((e) => ({
        ...e,
        attachments: e.attachments ? JSON.parse(e.attachments) : [],
        durationText: durationText(e.durationMs),
        pending: false,
      })),
      ...open.map((t) => ({
        id: t.id,
        instanceId: t.instanceId,
        taskId: t.id,
        nodeId: t.nodeId,
        nodeName: t.nodeName,
        action: 'pending',
        actor: t.assignee,
        actorName: t.assigneeName ?? (t.assignee ? t.assignee : null),
        comment: null,
        attachments: [],
        startTime: t.createTime,
        endTime: null,
        durationMs: null,
        durationText: '',
        pending: true,
      })),
    ];
    return withTexts(this.crud, language, rows, { action: 'bpm_action' });
  }

  /** The diagram of an instance: its version's XML, the nodes open now, the nodes passed and flows taken. */
  async highlight(instance: WfInstance) {
    const def = await this.processes.get(instance.tenantId, instance.procDefId);
    const open = await this.runtime.openTasks(instance.id);
    return {
      xml: def.xml,
      active: [...new Set(open.map((t) => t.nodeId).filter((n) => n !== APPLICANT_NODE))],
      completed: instance.completedNodes ? (JSON.parse(instance.completedNodes) as string[]) : [],
      flows: instance.takenFlows ? (JSON.parse(instance.takenFlows) as string[]) : [],
    };
  }
}
