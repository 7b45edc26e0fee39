import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { EphemeralStore } from '../../core/ephemeral.js';
import { ApiError } from '../../core/errors.js';
import { type DiskFigures, DiskWatch } from './disk.js';
import { type HttpFigures, HttpStats } from './http-stats.js';
import { type NodeInfo, type SystemFigures, systemFigures, thisNode } from './node-info.js';
import { requestHistogram } from './prom.js';
import { installRecorder } from './recorder.js';
import { RedisMonitor } from './redis.js';
import { type RuntimeFigures, runtimeFigures } from './runtime.js';
import { type Sample, Sampler } from './sampler.js';
import { type TraceEntry, TraceRing } from './trace.js';

/** What one process publishes for the others (and answers for itself). */
export interface Parts {
  system: SystemFigures & { sample: Sample };
  runtime: RuntimeFigures & { sample: Sample };
  samples: Sample[];
  http: HttpFigures;
  trace: TraceEntry[];
  disk: DiskFigures;
}
export type Part = keyof Parts;
export interface NodeSnapshot extends Partial<Parts> {
  node: NodeInfo;
  at: number;
}

export interface NodeView<P extends Part> {
  /** Every process seen in the last seconds, this one first (`self`). */
  nodes: (NodeInfo & { self: boolean; at: number })[];
  /** The process shown, or `all`. */
  selected: string;
  /** Per process shown: the part asked for and the samples of the live charts. */
  entries: { node: NodeInfo; at: number; data: Parts[P]; samples: Sample[] }[];
}

const NODE_KEY = 'monitor:node:';
const WATCH_KEY = 'monitor:watch';
/** A process whose snapshot is older than this is gone (it publishes every interval while watched). */
const SNAPSHOT_TTL_MS = 20_000;
/** Processes publish while someone looked at a monitor screen within this time. */
const WATCH_MS = 120_000;
const TRACE_SIZE = 200;
/** Trace entries a snapshot carries for the other processes. */
const PUBLISHED_TRACE = 100;

export interface MonitorDeps {
  config: Config;
  ephemeral: EphemeralStore;
  database: string;
}

/**
 * 系统监控 of this process, and of all of them. Each process keeps its own counters (`HttpStats`), trace and
 * samples in memory. Several processes (WORKERS, several servers on one database) are shown through the database:
 * while a monitor screen is open anywhere (a `monitor:watch` value, renewed by the screens' reads), every process
 * writes a snapshot of itself into the short-lived values every sample interval, and a screen asking for another
 * process or for `all` reads them. Nobody watching: no process writes anything.
 */
export class Monitor {
  readonly node: NodeInfo = thisNode();
  readonly stats = new HttpStats();
  readonly trace = new TraceRing(TRACE_SIZE);
  readonly sampler: Sampler;
  readonly disk: DiskWatch;
  readonly redis: RedisMonitor;
  private watchMarkedAt = 0;
  private publishing = false;

  constructor(
    private readonly deps: MonitorDeps,
    opts: { intervalMs?: number } = {},
  ) {
    this.sampler = new Sampler(this.stats, opts.intervalMs ?? 5000, () => void this.tick());
    this.disk = new DiskWatch(deps.config.dataDir);
    this.redis = new RedisMonitor(deps.config.redisUrl);
  }

  /** The request hooks (unless `MONITOR=off`) and the sampler. */
  install(app: FastifyInstance, untraced: readonly string[]): void {
    if (this.deps.config.monitor) {
      const histogram = this.deps.config.metricsToken ? requestHistogram() : undefined;
      installRecorder(app, this.stats, this.trace, { untraced, histogram });
    }
    this.sampler.start();
    app.addHook('onClose', async () => {
      this.sampler.stop();
      await this.redis.close();
    });
  }

  async part<P extends Part>(part: P): Promise<Parts[P]> {
    const live: { [K in Part]: () => Promise<Parts[K]> | Parts[K] } = {
      system: () => ({ ...systemFigures(this.facts()), sample: this.sampler.latest() }),
      runtime: async () => ({ ...(await runtimeFigures()), sample: this.sampler.latest() }),
      samples: () => [...this.sampler.samples],
      http: () => this.stats.figures(),
      trace: () => this.trace.list(),
      disk: () => this.disk.figures(),
    };
    return live[part]() as Promise<Parts[P]>;
  }

  private facts() {
    return { workers: this.deps.config.workers, database: this.deps.database, dataDir: this.deps.config.dataDir };
  }

  /** Everything this process tells the others. */
  async snapshot(): Promise<NodeSnapshot> {
    const [system, runtime, http, disk] = await Promise.all([
      this.part('system'),
      this.part('runtime'),
      this.part('http'),
      this.part('disk'),
    ]);
    return {
      node: this.node,
      at: Date.now(),
      system,
      runtime,
      samples: this.sampler.samples.slice(-60),
      http,
      trace: this.trace.list().slice(0, PUBLISHED_TRACE),
      disk,
    };
  }

  async publish(): Promise<void> {
    const snapshot = await this.snapshot();
    await this.deps.ephemeral.set(`${NODE_KEY}${this.node.id}`, JSON.stringify(snapshot), SNAPSHOT_TTL_MS);
  }

  /** Each sample: publish when someone watches (one read of the watch value, one write of the snapshot). */
  private async tick(): Promise<void> {
    if (this.publishing) return;
    this.publishing = true;
    try {
      if (await this.deps.ephemeral.get(WATCH_KEY)) await this.publish();
    } catch {
      // The database away for a moment: the next tick tries again.
    } finally {
      this.publishing = false;
    }
  }

  /** A screen is open: every process publishes for the next two minutes (renewed at most every 30 s). */
  async watched(): Promise<void> {
    const now = Date.now();
    if (now - this.watchMarkedAt < 30_000) return;
    this.watchMarkedAt = now;
    await this.deps.ephemeral.set(WATCH_KEY, '1', WATCH_MS);
  }

  /** The published snapshots of the other processes, and this one's. */
  async published(): Promise<NodeSnapshot[]> {
    const rows = await this.deps.ephemeral.withPrefix(NODE_KEY);
    const others = rows
      .map((r) => JSON.parse(r.value) as NodeSnapshot)
      .filter((s) => s.node.id !== this.node.id)
      .sort((a, b) => a.node.host.localeCompare(b.node.host) || a.node.pid - b.node.pid);
    return [{ node: this.node, at: Date.now() }, ...others];
  }

  /**
   * One part of the figures of a process: this one (`node` absent or its id), another one by id, or `all`.
   * Another process's figures are its last snapshot (at most one interval old).
   */
  async view<P extends Part>(part: P, node?: string): Promise<NodeView<P>> {
    await this.watched();
    const known = await this.published();
    const nodes = known.map((s) => ({ ...s.node, self: s.node.id === this.node.id, at: s.at }));
    const self = async () => ({
      node: this.node,
      at: Date.now(),
      data: await this.part(part),
      samples: [...this.sampler.samples],
    });
    if (!node || node === this.node.id) return { nodes, selected: this.node.id, entries: [await self()] };
    const chosen = node === 'all' ? known : known.filter((s) => s.node.id === node);
    if (!chosen.length) throw new ApiError('该进程已不在线，请重新选择', 404, 404);
    const entries = await Promise.all(
      chosen.map(async (s) =>
        s.node.id === this.node.id
          ? self()
          : { node: s.node, at: s.at, data: s[part] as Parts[P], samples: s.samples ?? [] },
      ),
    );
    return { nodes, selected: node, entries: entries.filter((e) => e.data !== undefined) };
  }
}
