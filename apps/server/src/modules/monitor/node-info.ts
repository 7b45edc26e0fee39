import cluster from 'node:cluster';
import { arch, cpus, freemem, hostname, loadavg, platform, release, totalmem, uptime } from 'node:os';

/** Which process a figure comes from: its machine, its pid and its place in the cluster. */
export interface NodeInfo {
  /** `host#pid` (and `.n` for a second app in one process, as tests build). */
  id: string;
  host: string;
  pid: number;
  /** node:cluster worker id; 0 = the process serves alone. */
  worker: number;
  startedAt: number;
}

let instances = 0;

export function thisNode(): NodeInfo {
  instances++;
  const host = hostname();
  return {
    id: `${host}#${process.pid}${instances > 1 ? `.${instances}` : ''}`,
    host,
    pid: process.pid,
    worker: cluster.worker?.id ?? 0,
    startedAt: Math.round(Date.now() - process.uptime() * 1000),
  };
}

/** The machine and the process: what JeecgBoot's 系统信息 showed. */
export function systemFigures(facts: { workers: number; database: string; dataDir: string }) {
  const list = cpus();
  return {
    host: hostname(),
    os: `${platform()} ${release()}`,
    arch: arch(),
    cpuCount: list.length,
    cpuModel: list[0]?.model ?? '',
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    totalMemory: totalmem(),
    freeMemory: freemem(),
    osUptime: Math.round(uptime()),
    pid: process.pid,
    processUptime: Math.round(process.uptime()),
    node: process.version,
    workers: facts.workers,
    database: facts.database,
    dataDir: facts.dataDir,
  };
}

export type SystemFigures = ReturnType<typeof systemFigures>;
