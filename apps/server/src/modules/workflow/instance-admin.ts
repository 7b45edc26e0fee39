import { ApiError } from '../../core/errors.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { Person } from './assignees.js';
import { emptyPlan, eventRow } from './runtime/plan.js';
import type { Runtime } from './runtime/runtime.js';

const RUNNING = ['running', 'suspended'];

/** 流程实例: an administrator suspends, activates or voids running instances of the tenant. */
export class InstanceAdmin {
  constructor(private readonly runtime: Runtime) {}

  /** 挂起 / 激活: a suspended instance's tasks cannot be handled and its timers wait. */
  async setSuspended(origin: WriteOrigin, by: Person, tenantId: number, ids: readonly string[], suspended: boolean) {
    for (const id of ids) {
      await this.runtime.load(id, tenantId);
      await this.runtime.act(
        origin,
        id,
        async (instance) => {
          const want = suspended ? 'suspended' : 'running';
          if (!RUNNING.includes(instance.status)) throw new ApiError('流程已结束');
          if (instance.status === want) throw new ApiError(suspended ? '流程已挂起' : '流程未挂起');
          const plan = emptyPlan(instance);
          plan.instanceSet = { status: want };
          plan.suspend = suspended;
          plan.events.push(eventRow(instance, suspended ? 'suspend' : 'activate', by));
          return plan;
        },
        { by, label: suspended ? '挂起' : '激活' },
      );
    }
  }

  /** 作废: ends running instances as cancelled, with the reason; their applicants are told. */
  async terminate(origin: WriteOrigin, by: Person, tenantId: number, ids: readonly string[], reason: string) {
    for (const id of ids) {
      await this.runtime.load(id, tenantId);
      await this.runtime.act(
        origin,
        id,
        async (instance) => {
          if (!RUNNING.includes(instance.status)) throw new ApiError('流程已结束');
          const plan = emptyPlan(instance);
          plan.events.push(eventRow(instance, 'terminate', by, { comment: reason }));
          this.runtime.end(plan, 'cancelled', reason);
          return plan;
        },
        { by, comment: reason, label: '作废' },
      );
    }
  }
}
