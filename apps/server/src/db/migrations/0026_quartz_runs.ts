import { index, type MigrationDb } from './helpers.js';

/**
 * The scheduler's state beside the 定时任务 entity (`sys_quartz_job`, generated in 0025), and its run log:
 * - `sys_quartz_trigger`: one row per job. `next_fire_at` (epoch ms, empty while stopped) is the fire the cluster
 *   waits for: the process that moves it forward with a conditional update owns that fire. `lease_*` is the job's
 *   run lock: who runs it and until when the lease holds (renewed while running; an expired lease is given up).
 * - `sys_quartz_job_log`: one row per run attempt; (job, fire, trigger, attempt) is unique, so a fire can never be
 *   recorded twice.
 * Also what 数据日志 reads the row versions through: the engine's audit columns and the list's order.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('sys_quartz_trigger')
    .addColumn('job_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('next_fire_at', 'bigint')
    .addColumn('lease_id', 'varchar(32)')
    .addColumn('lease_until', 'bigint')
    .addColumn('lease_node', 'varchar(100)')
    .execute();

  await db.schema
    .createTable('sys_quartz_job_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('fire_at', 'bigint', (c) => c.notNull())
    .addColumn('trigger_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(19)')
    .addColumn('duration_ms', 'bigint')
    .addColumn('node', 'varchar(100)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('lease_id', 'varchar(32)')
    .addColumn('message', 'varchar(1000)')
    .addColumn('error', 'text')
    .execute();
  await index(db, 'sys_quartz_job_log', ['job_id', 'fire_at', 'trigger_type', 'attempt'], true);
  await index(db, 'sys_quartz_job_log', ['fire_at']);

  await db.schema.alterTable('sys_row_version').addColumn('update_by', 'varchar(100)').execute();
  await db.schema.alterTable('sys_row_version').addColumn('update_time', 'varchar(19)').execute();
  await index(db, 'sys_row_version', ['create_time']);
}
