import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { backupJob } from './handlers/backup.js';
import { sampleJobs } from './handlers/samples.js';
import { systemJobs } from './handlers/system.js';
import type { SystemJobDeps } from './handlers/system-deps.js';
import { secretRedactor } from './redact.js';
import { JobRegistry } from './registry.js';
import { quartzRoutes } from './routes.js';
import { JobRunner } from './runner.js';
import { JobScheduler } from './scheduler.js';
import { JobService } from './service.js';
import { JobState } from './state.js';

let instances = 0;

/** This process in the run log: host and pid (a second scheduler in one process, as tests start, gets a suffix). */
const nodeName = () => {
  instances++;
  return `${hostname()}:${process.pid}${instances > 1 ? `#${instances}` : ''}`;
};

export interface JobsDeps extends Omit<SystemJobDeps, 'db'> {
  crud: CrudDeps;
  changes: ChangeFeed;
  config: Config;
}

/**
 * 定时任务: the handler registry (JeecgBoot's samples, the product's own background work, the database backup),
 * the runner (also for 立即执行 in a process that fires nothing), and the scheduler when `JOBS` is on. Stopped, with
 * the runs of this process recorded and their leases released, when the server closes.
 */
export function jobsModule(app: FastifyInstance, d: JobsDeps) {
  const { crud, config } = d;
  const registry = new JobRegistry([
    ...sampleJobs,
    ...systemJobs({ ...d, db: crud.db }),
    backupJob({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
  ]);
  const state = new JobState(crud.db);
  const runner = new JobRunner(state, registry, {
    node: nodeName(),
    leaseMs: config.jobs.leaseMs,
    log: app.log,
    redact: secretRedactor(config),
  });
  const service = new JobService(crud, state, registry, runner);
  const scheduler = config.jobs.run ? new JobScheduler(state, runner, app.log) : undefined;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    await service.ensureTriggers();
    stop = scheduler?.start(d.changes);
  });
  app.addHook('onClose', async () => {
    await stop?.();
    await runner.close();
  });
  return {
    service,
    registry,
    runner,
    api: (api: FastifyInstance) => quartzRoutes(api, crud, service, registry),
  };
}
