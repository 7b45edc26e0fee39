import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { NoticeBus } from '../announcement/bus.js';
import { AnnouncementDelivery } from '../announcement/delivery.js';
import { AnnouncementService } from '../announcement/service.js';
import type { MessageSender } from '../message/senders.js';
import { MessageService } from '../message/service.js';
import { Applications } from './applications.js';
import { applyRoutes } from './apply-routes.js';
import { Assignees } from './assignees.js';
import { WorkflowClock } from './clock.js';
import { ContentReviews } from './content-review.js';
import { WorkflowDetail } from './detail.js';
import { InstanceAdmin } from './instance-admin.js';
import { instanceRoutes } from './instance-routes.js';
import { WorkflowLists } from './lists.js';
import { modelRoutes } from './model-routes.js';
import { Models } from './models.js';
import { WorkflowNotifier } from './notify.js';
import { type Granted, processRoutes } from './process-routes.js';
import { Processes } from './processes.js';
import { PublishRules } from './publish-rules.js';
import { Activations } from './runtime/activation.js';
import { Runtime } from './runtime/runtime.js';
import { taskRoutes } from './task-routes.js';
import { TaskActions } from './tasks/task-actions.js';
import { TaskGate } from './tasks/task-gate.js';
import { TaskHandover } from './tasks/task-handover.js';

export interface WorkflowDeps {
  crud: CrudDeps;
  config: Config;
  notices: NoticeBus;
  sender: MessageSender;
  granted: Granted;
  changes?: ChangeFeed;
}

/**
 * 审批流程 (docs/workflow.md): models and definitions, the runtime on bpmn-engine with Yunzhan's task table, the
 * clock of timers and due times (in processes that fire jobs), and the routes of the eight screens.
 */
export function workflowModule(app: FastifyInstance, d: WorkflowDeps) {
  const { crud } = d;
  const announcements = new AnnouncementService(
    crud,
    new AnnouncementDelivery(crud.db, d.notices, new MessageService(crud, d.sender), app.log),
  );
  const post = (m: Parameters<AnnouncementService['postMessage']>[0]) => announcements.postMessage(m);
  const assignees = new Assignees(crud.db);
  const processes = new Processes(crud);
  const models = new Models(crud);
  const runtime = new Runtime(
    crud,
    processes,
    new Activations(assignees),
    new WorkflowNotifier(crud.db, post, app.log),
  );
  const applications = new Applications(crud, processes, runtime);
  const reviews = new ContentReviews(crud, processes, runtime);
  runtime.hooks = reviews;
  crud.review = reviews;
  const rules = new PublishRules(crud, processes);
  const gate = new TaskGate(crud.db);
  const actions = new TaskActions(runtime, gate, (i) => applications.refresh(i));
  const handover = new TaskHandover(runtime, gate, assignees);
  const detail = new WorkflowDetail(crud, runtime, processes, applications, gate, actions);
  const lists = new WorkflowLists(crud, d.changes);
  const admin = new InstanceAdmin(runtime);
  const clock = new WorkflowClock(crud, runtime, actions, assignees, post, app.log);
  let stop: (() => Promise<void>) | undefined;
  if (d.config.jobs.run) {
    app.addHook('onReady', async () => {
      stop = clock.start();
    });
    app.addHook('onClose', async () => stop?.());
  }
  return {
    runtime,
    applications,
    processes,
    lists,
    clock,
    api(api: FastifyInstance) {
      modelRoutes(api, models, processes);
      processRoutes(api, processes, d.granted, rules);
      applyRoutes(api, applications, processes, assignees);
      taskRoutes(api, crud, { lists, detail, actions, handover, granted: d.granted });
      instanceRoutes(api, crud, { lists, detail, admin, granted: d.granted });
    },
  };
}
