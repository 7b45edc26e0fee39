/** The tables of 审批流程 (migration 0032, docs/workflow.md). Times are `YYYY-MM-DD HH:mm:ss`; `*_at` epoch ms. */
interface Audit {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface ActModel extends Audit {
  id: string;
  name: string;
  modelKey: string;
  description: string | null;
  category: string | null;
  xml: string;
  revision: number;
  deployedVersion: number | null;
  deployTime: string | null;
  tenantId: number;
}

export interface ActProcess extends Audit {
  id: string;
  name: string;
  processKey: string;
  version: number;
  latest: number;
  status: number;
  category: string | null;
  description: string | null;
  modelId: string | null;
  formKey: string | null;
  roles: string | null;
  xml: string;
  /** The engine's serialized context of this version. */
  source: string;
  /** JSON: the nodes with user tasks' settings (`NodeInfo[]`). */
  nodes: string;
  tenantId: number;
}

export interface ActBusiness extends Audit {
  id: string;
  title: string;
  procDefId: string;
  processKey: string;
  processName: string | null;
  procInstId: string | null;
  formKey: string | null;
  /** The entity of the business row: a form (`wf.leave`) or a content module under review (`cms.product`). */
  tableName: string | null;
  tableId: string | null;
  siteId: string | null;
  status: number;
  result: number;
  priority: number;
  applyTime: string | null;
  currTaskName: string | null;
  applicantName: string | null;
  tenantId: number;
}

export interface WfInstance {
  id: string;
  businessId: string;
  procDefId: string;
  processKey: string;
  processName: string | null;
  version: number;
  title: string | null;
  applicant: string;
  applicantName: string | null;
  applicantDept: string | null;
  priority: number;
  status: string;
  result: number;
  state: string | null;
  rev: number;
  variables: string;
  completedNodes: string | null;
  takenFlows: string | null;
  currTaskName: string | null;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  deleteReason: string | null;
  tenantId: number;
}

export interface WfTask {
  id: string;
  instanceId: string;
  businessId: string;
  procDefId: string;
  processKey: string;
  processName: string | null;
  title: string | null;
  applicant: string | null;
  applicantName: string | null;
  nodeId: string;
  nodeName: string | null;
  executionId: string | null;
  kind: string;
  assignee: string | null;
  assigneeName: string | null;
  owner: string | null;
  parentId: string | null;
  seq: number;
  status: string;
  priority: number;
  suspended: number;
  dueAt: number | null;
  timeoutDone: number;
  createTime: string;
  claimTime: string | null;
  endTime: string | null;
  durationMs: number | null;
  action: string | null;
  comment: string | null;
  attachments: string | null;
  handledBy: string | null;
  handledByName: string | null;
  tenantId: number;
}

export interface WfTaskCandidate {
  taskId: string;
  username: string;
}

export interface WfEvent {
  id: string;
  instanceId: string;
  seq: number;
  taskId: string | null;
  nodeId: string | null;
  nodeName: string | null;
  action: string;
  actor: string | null;
  actorName: string | null;
  comment: string | null;
  attachments: string | null;
  startTime: string | null;
  endTime: string;
  durationMs: number | null;
  tenantId: number;
}

export interface WfCheckpoint {
  instanceId: string;
  nodeId: string;
  state: string;
  /** Orders checkpoints (`eventSeq`): returning to a node forgets those reached after it. */
  seq: number;
  createTime: string;
}

export interface WfTimer {
  id: string;
  instanceId: string;
  elementId: string;
  dueAt: number;
  claimedUntil: number | null;
  tenantId: number;
}

export interface WfPublishRule extends Audit {
  id: string;
  siteId: string;
  entity: string;
  processKey: string;
  tenantId: number;
}

export interface WorkflowTables {
  actModel: ActModel;
  actProcess: ActProcess;
  actBusiness: ActBusiness;
  wfInstance: WfInstance;
  wfTask: WfTask;
  wfTaskCandidate: WfTaskCandidate;
  wfEvent: WfEvent;
  wfCheckpoint: WfCheckpoint;
  wfTimer: WfTimer;
  wfPublishRule: WfPublishRule;
}
