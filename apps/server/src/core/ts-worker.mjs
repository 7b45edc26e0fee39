// A TypeScript worker module run from the sources (`worker-thread.ts`): tsx's loader in this thread, then the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
