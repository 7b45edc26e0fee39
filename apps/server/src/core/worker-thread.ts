import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside `callerUrl` (the caller's `import.meta.url`). In the built server
 * every module is bundled into `dist/main.js`, and `build.mjs` bundles the worker on its own beside it as
 * `dist/<name>.js`; from the TypeScript sources (tests, `npm run dev`) the `.ts` module runs through tsx's loader,
 * registered in the worker's own thread by `ts-worker.mjs` (a worker does not inherit the loader of vitest).
 */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { ...options, workerData: { entry } });
}
