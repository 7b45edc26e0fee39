import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { HttpStats } from './http-stats.js';

/** One point of the live charts, taken every few seconds by each process. */
export interface Sample {
  t: number;
  /** This process's CPU use, % of one core. */
  cpu: number;
  /** The machine's CPU use, % of all cores. */
  systemCpu: number;
  load1: number;
  rss: number;
  heapUsed: number;
  /** Event-loop delay over the interval, ms. */
  loopP50: number;
  loopP99: number;
  loopMax: number;
  /** Event-loop utilisation over the interval, 0–1. */
  loopUtilisation: number;
  /** Requests answered per second over the interval. */
  rps: number;
  inFlight: number;
}

const KEPT = 120;
const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;

function systemTimes() {
  let idle = 0;
  let total = 0;
  for (const c of cpus()) {
    idle += c.times.idle;
    total += c.times.idle + c.times.user + c.times.nice + c.times.sys + c.times.irq;
  }
  return { idle, total };
}

/**
 * Samples the process every `intervalMs` (an unref'd timer, nothing on the request path): CPU, memory,
 * event-loop delay (its own histogram, reset each interval, so the figures are recent) and utilisation, request
 * rate. Keeps the last 120 points (10 minutes at 5 s).
 */
export class Sampler {
  readonly samples: Sample[] = [];
  private readonly delay = monitorEventLoopDelay({ resolution: 20 });
  private timer?: NodeJS.Timeout;
  private last = {
    at: performance.now(),
    cpu: process.cpuUsage(),
    elu: performance.eventLoopUtilization(),
    sys: systemTimes(),
    total: 0,
  };

  constructor(
    private readonly stats: HttpStats,
    readonly intervalMs: number,
    private readonly onSample: () => void = () => {},
  ) {}

  start(): void {
    this.delay.enable();
    this.timer = setInterval(() => {
      this.take();
      this.onSample();
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.delay.disable();
  }

  /** Takes a point now (also called by tests and on the first read). */
  take(): Sample {
    const now = performance.now();
    const seconds = Math.max((now - this.last.at) / 1000, 0.001);
    const cpu = process.cpuUsage(this.last.cpu);
    const elu = performance.eventLoopUtilization(this.last.elu);
    const sys = systemTimes();
    const sysTotal = sys.total - this.last.sys.total;
    const mem = process.memoryUsage();
    const sample: Sample = {
      t: Date.now(),
      cpu: Math.round(((cpu.user + cpu.system) / 1e4 / seconds) * 10) / 10,
      systemCpu: sysTotal > 0 ? Math.round((1 - (sys.idle - this.last.sys.idle) / sysTotal) * 1000) / 10 : 0,
      load1: Math.round(loadavg()[0] * 100) / 100,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      loopP50: ms(this.delay.percentile(50)),
      loopP99: ms(this.delay.percentile(99)),
      loopMax: ms(this.delay.max),
      loopUtilisation: Math.round(elu.utilization * 1000) / 1000,
      rps: Math.round(((this.stats.total - this.last.total) / seconds) * 10) / 10,
      inFlight: this.stats.inFlight,
    };
    this.delay.reset();
    this.last = {
      at: now,
      cpu: process.cpuUsage(),
      elu: performance.eventLoopUtilization(),
      sys,
      total: this.stats.total,
    };
    this.samples.push(sample);
    if (this.samples.length > KEPT) this.samples.shift();
    return sample;
  }

  latest(): Sample {
    return this.samples.at(-1) ?? this.take();
  }
}
