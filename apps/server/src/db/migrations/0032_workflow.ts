import { audit, id, index, type MigrationDb } from './helpers.js';

/**
 * 审批流程 (docs/workflow.md):
 * - `act_model`: BPMN models as edited; `act_process`: deployed definitions, one row per version, with the
 *   engine's serialized context and the user tasks' settings;
 * - `act_business`: applications (a form's row or a content row under review) and their status and result;
 * - `wf_instance`: a running or ended process instance: bpmn-engine's state, the process variables and the
 *   revision every step's conditional update checks (of two steps on one instance only one commits);
 * - `wf_task` (+ `wf_task_candidate`): Yunzhan's task table, behind every list (todo, done, finished);
 * - `wf_event`: the history of every step; `wf_checkpoint`: the engine state when a node was reached (return to it);
 * - `wf_timer`: timers waiting in instances, claimed by one process when due;
 * - `wf_publish_rule`: content modules of a site that publish only after approval.
 */
export async function up(db: MigrationDb): Promise<void> {
  const tenant = (t: ReturnType<MigrationDb['schema']['createTable']>) =>
    t.addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(1));

  await audit(
    tenant(
      id(db.schema.createTable('act_model'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('model_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)')
        .addColumn('category', 'varchar(64)')
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('deployed_version', 'integer')
        .addColumn('deploy_time', 'varchar(19)'),
    ),
  ).execute();
  await index(db, 'act_model', ['tenant_id', 'model_key'], true);
  await index(db, 'act_model', ['tenant_id', 'create_time']);

  await audit(
    tenant(
      id(db.schema.createTable('act_process'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('process_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('latest', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('category', 'varchar(64)')
        .addColumn('description', 'varchar(500)')
        .addColumn('model_id', 'varchar(32)')
        .addColumn('form_key', 'varchar(64)')
        .addColumn('roles', 'varchar(1000)')
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('nodes', 'text', (c) => c.notNull()),
    ),
  ).execute();
  await index(db, 'act_process', ['tenant_id', 'process_key', 'version'], true);
  await index(db, 'act_process', ['tenant_id', 'latest', 'status']);

  await audit(
    tenant(
      id(db.schema.createTable('act_business'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('proc_def_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('process_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('process_name', 'varchar(100)')
        .addColumn('proc_inst_id', 'varchar(32)')
        .addColumn('form_key', 'varchar(64)')
        .addColumn('table_name', 'varchar(64)')
        .addColumn('table_id', 'varchar(32)')
        .addColumn('site_id', 'varchar(32)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('apply_time', 'varchar(19)')
        .addColumn('curr_task_name', 'varchar(200)')
        .addColumn('applicant_name', 'varchar(100)'),
    ),
  ).execute();
  await index(db, 'act_business', ['tenant_id', 'create_by', 'create_time']);
  await index(db, 'act_business', ['table_name', 'table_id']);

  await tenant(
    id(db.schema.createTable('wf_instance'))
      .addColumn('business_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('proc_def_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('process_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('process_name', 'varchar(100)')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(200)')
      .addColumn('applicant', 'varchar(100)', (c) => c.notNull())
      .addColumn('applicant_name', 'varchar(100)')
      .addColumn('applicant_dept', 'varchar(64)')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('result', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('state', 'text')
      .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('completed_nodes', 'text')
      .addColumn('taken_flows', 'text')
      .addColumn('curr_task_name', 'varchar(200)')
      .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(19)')
      .addColumn('duration_ms', 'bigint')
      .addColumn('delete_reason', 'varchar(500)'),
  ).execute();
  await index(db, 'wf_instance', ['tenant_id', 'status', 'start_time']);
  await index(db, 'wf_instance', ['business_id']);
  await index(db, 'wf_instance', ['applicant', 'status']);
  await index(db, 'wf_instance', ['proc_def_id', 'status']);

  await tenant(
    id(db.schema.createTable('wf_task'))
      .addColumn('instance_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('business_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('proc_def_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('process_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('process_name', 'varchar(100)')
      .addColumn('title', 'varchar(200)')
      .addColumn('applicant', 'varchar(100)')
      .addColumn('applicant_name', 'varchar(100)')
      .addColumn('node_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('node_name', 'varchar(200)')
      .addColumn('execution_id', 'varchar(100)')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('assignee', 'varchar(100)')
      .addColumn('assignee_name', 'varchar(100)')
      .addColumn('owner', 'varchar(100)')
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('due_at', 'bigint')
      .addColumn('timeout_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('claim_time', 'varchar(19)')
      .addColumn('end_time', 'varchar(19)')
      .addColumn('duration_ms', 'bigint')
      .addColumn('action', 'varchar(16)')
      .addColumn('comment', 'varchar(1000)')
      .addColumn('attachments', 'text')
      .addColumn('handled_by', 'varchar(100)')
      .addColumn('handled_by_name', 'varchar(100)'),
  ).execute();
  await index(db, 'wf_task', ['assignee', 'status', 'create_time']);
  await index(db, 'wf_task', ['handled_by', 'status', 'end_time']);
  await index(db, 'wf_task', ['instance_id', 'status']);
  await index(db, 'wf_task', ['status', 'due_at']);

  await db.schema
    .createTable('wf_task_candidate')
    .addColumn('task_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_wf_task_candidate', ['task_id', 'username'])
    .execute();
  await index(db, 'wf_task_candidate', ['username', 'task_id']);

  await tenant(
    id(db.schema.createTable('wf_event'))
      .addColumn('instance_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('task_id', 'varchar(32)')
      .addColumn('node_id', 'varchar(100)')
      .addColumn('node_name', 'varchar(200)')
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('actor', 'varchar(100)')
      .addColumn('actor_name', 'varchar(100)')
      .addColumn('comment', 'varchar(1000)')
      .addColumn('attachments', 'text')
      .addColumn('start_time', 'varchar(19)')
      .addColumn('end_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('duration_ms', 'bigint'),
  ).execute();
  await index(db, 'wf_event', ['instance_id', 'seq']);

  await db.schema
    .createTable('wf_checkpoint')
    .addColumn('instance_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_wf_checkpoint', ['instance_id', 'node_id'])
    .execute();

  await tenant(
    id(db.schema.createTable('wf_timer'))
      .addColumn('instance_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('element_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until', 'bigint'),
  ).execute();
  await index(db, 'wf_timer', ['due_at']);
  await index(db, 'wf_timer', ['instance_id']);

  await audit(
    tenant(
      id(db.schema.createTable('wf_publish_rule'))
        .addColumn('site_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('entity', 'varchar(64)', (c) => c.notNull())
        .addColumn('process_key', 'varchar(64)', (c) => c.notNull()),
    ),
  ).execute();
  await index(db, 'wf_publish_rule', ['site_id', 'entity'], true);
}
