import { describe, expect, it } from 'vitest';
import { osThreadId, threadCpuMs } from '../../core/thread-cpu.js';
import { RenderClock } from './render-clock.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Busy in slices (timers run in between) until `done`, for 5 s at most. */
async function spinUntil(done: () => boolean) {
  const end = performance.now() + 5_000;
  while (!done() && performance.now() < end) {
    const slice = performance.now() + 5;
    while (performance.now() < slice) {}
    await new Promise((r) => setImmediate(r));
  }
}

describe('RenderClock', () => {
  const tid = osThreadId();

  it.skipIf(tid === undefined)('counts the CPU time of the thread, not the time it waits', async () => {
    const thread = Number(tid);
    const cpuAtStart = Number(threadCpuMs(thread));
    let cpuAtExpiry = 0;
    const clock = new RenderClock(100, thread, () => {
      cpuAtExpiry = Number(threadCpuMs(thread)) - cpuAtStart;
    });
    clock.start();
    await sleep(300);
    expect(cpuAtExpiry).toBe(0);
    await spinUntil(() => cpuAtExpiry > 0);
    // Ended by its CPU time (its bound of wall time, 2 s, would find less than 100 ms used on a busy machine).
    expect(cpuAtExpiry).toBeGreaterThanOrEqual(100);
    clock.stop();
  });

  it('counts wall time where it cannot read the CPU time, and stops while stopped', async () => {
    let expired = 0;
    const clock = new RenderClock(150, undefined, () => expired++);
    clock.start();
    await sleep(100);
    clock.stop();
    await sleep(200);
    expect(expired).toBe(0);
    clock.start();
    await sleep(150);
    expect(expired).toBe(1);
  });
});
