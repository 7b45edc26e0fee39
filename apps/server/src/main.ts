import cluster from 'node:cluster';
import { buildApp, prepareDatabase } from './app.js';
import { type Config, loadConfig } from './config.js';
import { relayBetweenWorkers } from './core/cluster-relay.js';
import { checkpointInBackground } from './db/wal-checkpoints.js';
import { isNoticeRelay } from './modules/announcement/cluster-relay.js';
import { answerMetricsRequests } from './modules/monitor/metrics.js';
import { isRelayMessage } from './modules/vxe-socket/relay.js';

const config = loadConfig();

function announce(generatedPassword: string | undefined): void {
  if (!generatedPassword) return;
  // Printed once, on the start that created the accounts; the users must change it at first login.
  process.stdout.write(
    `\n  Initial password of admin (and the demo users): ${generatedPassword}\n  It must be changed at first login and is not shown again.\n\n`,
  );
}

/** One process serving the port: alone, or as a worker of the cluster. */
async function serve(config: Config): Promise<void> {
  const { app, generatedPassword } = await buildApp(config);
  if (!config.captcha && cluster.isPrimary) {
    app.log.warn('CAPTCHA=off: the login captcha is not checked. Use this for development and tests only.');
  }
  announce(generatedPassword);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

/**
 * WORKERS > 1: this process prepares the database (migrations, seed, token secret) alone, then starts the
 * workers, which share the port; a worker that dies is replaced (one that dies before serving stops them all). Node's single thread is the limit of one
 * process; the workers use every core.
 */
async function supervise(config: Config): Promise<void> {
  const { handle, generatedPassword } = await prepareDatabase(config);
  await handle.close();
  // The workers' commits leave the WAL checkpoints (and their fsync) to this process, which serves no request.
  if (!config.databaseUrl) checkpointInBackground(config.dataDir);
  announce(generatedPassword);
  if (!config.captcha)
    console.warn('CAPTCHA=off: the login captcha is not checked. Use this for development and tests only.');
  let stopping = false;
  let exitCode = 0;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  const serving = new Set<number>();
  cluster.on('listening', (worker) => serving.add(worker.id));
  // Notice pushes and the table sockets' frames may sit in different workers: they pass through here.
  relayBetweenWorkers((message) => isNoticeRelay(message) || isRelayMessage(message));
  // `/metrics` asked of any worker answers for all of them.
  if (config.metricsToken) answerMetricsRequests();
  for (let i = 0; i < config.workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !serving.has(worker.id)) {
      // It died before serving (port taken, bad configuration): another would die the same way.
      console.error(`worker ${worker.process.pid} could not start (${signal ?? code}); stopping`);
      exitCode = 1;
      stop('SIGTERM');
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal));
}

if (config.workers > 1 && cluster.isPrimary) await supervise(config);
else await serve(config);
