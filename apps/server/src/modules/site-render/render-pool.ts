import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../core/worker-thread.js';
import { TEMPLATE_LIMITS } from './engine.js';
import { RenderClock } from './render-clock.js';
import type { FailureKind, FromWorker, ToWorker } from './render-protocol.js';

export interface RenderLimits {
  /** Worker threads; each renders one page at a time. */
  workers: number;
  /** Time a render may run (`RenderClock`: its thread's CPU time), not counting its data reads; past it its worker ends. */
  timeMs: number;
  /** Heap (old generation) of a worker in MB; a render past it ends its worker. */
  memoryMb: number;
  /** Renders waiting for a worker at most: one more is refused at once (`RenderBusy`). */
  maxQueue: number;
  /** How long a render may wait for a worker before it is refused. */
  maxWaitMs: number;
}

/** Queue bounds of the server's pool: at a time limit of 100 ms, a full queue waits at most a few seconds. */
export const RENDER_QUEUE = { maxQueue: 50, maxWaitMs: 5_000 };

export interface RenderJob {
  /** The engine the workers keep for these templates (a site id); absent: an engine for this render only. */
  site?: string;
  /** The site's own templates over the built-in ones; another object is another version. */
  templates: Readonly<Record<string, string>>;
  name: string;
  /** Plain values, copied to the worker. */
  data: Record<string, unknown>;
  /** Group → names of values read (`read`, on this thread) only when a template first touches them. */
  lazy?: Readonly<Record<string, readonly string[]>>;
  read?: (group: string, name: string) => Promise<unknown>;
  /** Ahead of the queue and past its bounds (the check of a template being saved, which holds a transaction). */
  urgent?: boolean;
}

/** A render that failed because of its template: its limits, its syntax, or an error while it ran. */
export class TemplateFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }

  /** Past a limit of time or memory (a visitor learns which; other failures stay the site's business). */
  get overLimit(): boolean {
    return this.kind === 'time' || this.kind === 'memory';
  }
}

/** Every worker is busy and the queue is full, or the render waited too long for one. */
export class RenderBusy extends Error {
  constructor() {
    super('访问人数过多，请稍后再试。');
  }
}

interface Waiting {
  job: RenderJob;
  resolve: (body: string) => void;
  reject: (err: unknown) => void;
  timer?: NodeJS.Timeout;
}

interface Running extends Waiting {
  id: number;
  clock: RenderClock;
  reads: number;
  /** A read of this thread that failed: the render's error (a database error is not the template's fault). */
  readError?: unknown;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** The worker's thread id in the operating system (its CPU time is read by it). */
  tid?: number;
  run?: Running;
  /** Engines (site@version) this worker was sent the templates of. */
  known: Set<string>;
}

/**
 * Renders user-authored templates off the main event loop: a few worker threads (each with a bounded heap, no
 * environment variables) render one page at a time with a hard time limit. A render past its time or memory ends
 * its worker (a new one starts for the next render): nothing a template does can stall or grow this thread. Renders
 * wait in a bounded queue for a bounded time; past either they are refused (`RenderBusy`).
 */
export class RenderPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Waiting[] = [];
  private readonly versions = new WeakMap<object, number>();
  private nextVersion = 0;
  private nextJob = 0;
  private closed = false;

  constructor(
    readonly limits: RenderLimits,
    private readonly warn: (err: unknown, message: string) => void = () => {},
  ) {}

  render(job: RenderJob): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new RenderBusy());
      const waiting: Waiting = { job, resolve, reject };
      if (job.urgent) this.queue.unshift(waiting);
      else if (this.queue.length >= this.limits.maxQueue) return reject(new RenderBusy());
      else {
        this.queue.push(waiting);
        waiting.timer = setTimeout(() => {
          const at = this.queue.indexOf(waiting);
          if (at >= 0) this.queue.splice(at, 1);
          reject(new RenderBusy());
        }, this.limits.maxWaitMs);
      }
      this.pump();
    });
  }

  /** Ends every worker and refuses what waits (the app closes). */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) {
      clearTimeout(w.timer);
      w.reject(new RenderBusy());
    }
    const slots = [...this.slots];
    this.slots.clear();
    for (const s of slots) this.end(s, new RenderBusy());
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Gives waiting renders to idle workers and starts workers for the rest, up to the pool's size. */
  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      const next = slot.ready && !slot.run ? this.queue.shift() : undefined;
      if (next) this.start(slot, next);
    }
    let starting = [...this.slots].filter((s) => !s.ready).length;
    while (this.queue.length > starting && this.slots.size < this.limits.workers) {
      this.spawn();
      starting++;
    }
  }

  private spawn(): void {
    const worker = startWorker(import.meta.url, 'render-worker', {
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, known: new Set() };
    this.slots.add(slot);
    worker.on('message', (m: FromWorker) => this.receive(slot, m));
    // Out of memory, or an error of the worker's own code: 'exit' follows.
    worker.on('error', (err: Error & { code?: string }) => {
      this.slots.delete(slot);
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') this.end(slot, this.failure('memory'));
      else {
        this.warn(err, 'render worker failed');
        this.end(slot, new Error('页面渲染失败'));
      }
    });
    worker.on('exit', () => {
      this.slots.delete(slot);
      this.end(slot, new Error('页面渲染失败'));
      // A worker that cannot even start would be started again for ever: what waits is refused instead.
      if (!slot.ready) for (const w of this.queue.splice(0)) this.fail(w, new Error('页面渲染进程无法启动'));
      this.pump();
    });
  }

  private start(slot: Slot, w: Waiting): void {
    clearTimeout(w.timer);
    const clock = new RenderClock(this.limits.timeMs, slot.tid, () => {
      this.slots.delete(slot);
      this.end(slot, this.failure('time'));
      void slot.worker.terminate();
      this.pump();
    });
    const run: Running = { ...w, id: ++this.nextJob, clock, reads: 0 };
    slot.run = run;
    try {
      this.post(slot, run, false);
    } catch (err) {
      slot.run = undefined;
      run.reject(err);
      this.pump();
      return;
    }
    clock.start();
  }

  /** Sends a render; its templates when this worker may not have them (`need`: it has not). */
  private post(slot: Slot, run: Running, need: boolean): void {
    const { site, templates, name, data, lazy = {} } = run.job;
    let version = this.versions.get(templates);
    if (version === undefined) {
      version = ++this.nextVersion;
      this.versions.set(templates, version);
    }
    const key = site === undefined ? undefined : `${site}@${version}`;
    const send = need || key === undefined || !slot.known.has(key);
    if (key && send) {
      if (slot.known.size > 1000) slot.known.clear();
      slot.known.add(key);
    }
    const message: ToWorker = { type: 'render', job: run.id, site, version, name, data, lazy };
    if (send) message.templates = templates;
    slot.worker.postMessage(message);
  }

  private receive(slot: Slot, m: FromWorker): void {
    if (m.type === 'ready') {
      slot.ready = true;
      slot.tid = m.tid;
      this.pump();
      return;
    }
    const run = slot.run;
    if (!run || run.id !== m.job) return;
    if (m.type === 'need') this.post(slot, run, true);
    else if (m.type === 'read') void this.read(slot, run, m.ask, m.group, m.name);
    else this.finish(slot, run, m);
  }

  private finish(slot: Slot, run: Running, m: Extract<FromWorker, { type: 'done' | 'failed' }>): void {
    run.clock.stop();
    slot.run = undefined;
    if (m.type === 'done') run.resolve(m.body);
    else run.reject(run.readError ?? this.failure(m.kind, m.detail));
    this.pump();
  }

  /** A value a template touched, read on this thread: the render's clock stops while it is read. */
  private async read(slot: Slot, run: Running, ask: number, group: string, name: string): Promise<void> {
    if (run.reads++ === 0) run.clock.stop();
    const reply: ToWorker = { type: 'value', job: run.id, ask };
    try {
      const read = run.job.read;
      if (!read || !run.job.lazy?.[group]?.includes(name)) throw new Error(`未知的页面数据: ${group}.${name}`);
      reply.value = await read(group, name);
    } catch (err) {
      run.readError ??= err;
      reply.failed = true;
    }
    if (slot.run !== run) return;
    if (--run.reads === 0) run.clock.start();
    try {
      slot.worker.postMessage(reply);
    } catch (err) {
      run.readError ??= err;
      slot.worker.postMessage({ type: 'value', job: run.id, ask, failed: true } satisfies ToWorker);
    }
  }

  /** Refuses the worker's render, if it has one. */
  private end(slot: Slot, err: Error): void {
    const run = slot.run;
    slot.run = undefined;
    run?.clock.stop();
    if (run) this.fail(run, err);
  }

  private fail(w: Waiting, err: Error): void {
    clearTimeout(w.timer);
    w.reject(err);
  }

  private failure(kind: FailureKind, detail = ''): TemplateFailure {
    const { timeMs, memoryMb } = this.limits;
    const messages: Record<FailureKind, string> = {
      time: `模板渲染超出时间限制（${timeMs} 毫秒）`,
      memory: `模板渲染超出内存限制（${memoryMb} MB）`,
      size: `模板过长（最多 ${TEMPLATE_LIMITS.parseChars} 个字符）`,
      syntax: `模板语法错误：${detail}`,
      render: `模板渲染失败：${detail}`,
    };
    return new TemplateFailure(kind, messages[kind]);
  }
}
