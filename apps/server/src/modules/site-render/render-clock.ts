import { threadCpuMs } from '../../core/thread-cpu.js';

/**
 * How long a render may take in wall time when its limit counts CPU time (a busy machine, a low-priority thread): 10×
 * its limit, at least 2 s (what LiquidJS's own check, counting wall time from the start of a render, allows).
 */
export const wallLimitMs = (limitMs: number) => Math.max(10 * limitMs, 2_000);

/**
 * The time limit of one render. Where the worker thread's CPU time can be read (Linux), the limit counts it, so a
 * render that waits for a core on a busy machine is not cut short, and wall time bounds it (`wallLimitMs`); elsewhere
 * the limit counts wall time. Stopped while the render waits for data the main thread reads.
 * `expire` runs once the limit is spent.
 */
export class RenderClock {
  private readonly cpuAtStart: number | undefined;
  private wallLeft: number;
  private since: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly limitMs: number,
    private readonly tid: number | undefined,
    private readonly expire: () => void,
  ) {
    this.cpuAtStart = tid === undefined ? undefined : threadCpuMs(tid);
    this.wallLeft = this.cpuAtStart === undefined ? limitMs : wallLimitMs(limitMs);
  }

  start(): void {
    this.since = performance.now();
    this.arm();
  }

  stop(): void {
    clearTimeout(this.timer);
    if (this.since !== undefined) this.wallLeft -= performance.now() - this.since;
    this.since = undefined;
  }

  private arm(): void {
    const now = performance.now();
    this.wallLeft -= now - (this.since ?? now);
    this.since = now;
    const left = Math.min(this.wallLeft, this.cpuLeft());
    if (left > 0) {
      this.timer = setTimeout(() => this.arm(), Math.ceil(left));
      return;
    }
    this.since = undefined;
    this.expire();
  }

  private cpuLeft(): number {
    const now = this.tid === undefined || this.cpuAtStart === undefined ? undefined : threadCpuMs(this.tid);
    return now === undefined || this.cpuAtStart === undefined
      ? Number.POSITIVE_INFINITY
      : this.limitMs - (now - this.cpuAtStart);
  }
}
