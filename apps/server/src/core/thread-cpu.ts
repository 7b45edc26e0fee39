import { readFileSync } from 'node:fs';

/** The calling thread's id in the operating system (Linux), for `threadCpuMs` from another thread; else undefined. */
export function osThreadId(): number | undefined {
  try {
    const id = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU a thread of this process has run (Linux: the scheduler's count, in ns), or undefined. */
export function threadCpuMs(tid: number): number | undefined {
  try {
    const ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}
