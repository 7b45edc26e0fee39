import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Liquid } from 'liquidjs';
import { osThreadId } from '../../core/thread-cpu.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { templateEngine } from './engine.js';
import type { FailureKind, FromWorker, ToWorker } from './render-protocol.js';

/**
 * A render worker of `RenderPool`: one render at a time with the sandboxed engine of `engine.ts`, over the built-in
 * templates and a site's own. Data a template first touches (`trees.menu`, `lists.ad` …) is asked of the pool, which
 * reads it on the main thread; the pool ends this thread when a render runs past its time or memory.
 */
const port = parentPort;
if (!port) throw new Error('render-worker runs in a worker thread');
// Below the main thread: on a busy machine the API's requests go first (on Linux the priority is the thread's own).
setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
const post = (message: FromWorker) => port.postMessage(message);

/** Engines by site, most recently used last (each keeps its parsed templates). */
const engines = new Map<string, { version: number; liquid: Liquid }>();
const MAX_ENGINES = 20;
const asked = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let nextAsk = 0;

function engineOf(m: Extract<ToWorker, { type: 'render' }>): Liquid | undefined {
  if (m.site === undefined) return templateEngine({ ...DEFAULT_TEMPLATES, ...m.templates });
  const hit = engines.get(m.site);
  engines.delete(m.site);
  if (hit?.version === m.version) {
    engines.set(m.site, hit);
    return hit.liquid;
  }
  if (!m.templates) return undefined;
  const liquid = templateEngine({ ...DEFAULT_TEMPLATES, ...m.templates });
  engines.set(m.site, { version: m.version, liquid });
  if (engines.size > MAX_ENGINES) engines.delete(engines.keys().next().value as string);
  return liquid;
}

/** Each name of each lazy group as a getter whose promise (LiquidJS awaits it) asks the pool once. */
function lazyData(job: number, lazy: Readonly<Record<string, readonly string[]>>) {
  const out: Record<string, unknown> = {};
  for (const [group, names] of Object.entries(lazy)) {
    const values: Record<string, unknown> = {};
    for (const name of names) {
      let read: Promise<unknown> | undefined;
      const ask = () =>
        new Promise((resolve, reject) => {
          const id = ++nextAsk;
          asked.set(id, { resolve, reject });
          post({ type: 'read', job, ask: id, group, name });
        });
      Object.defineProperty(values, name, { enumerable: true, get: () => (read ??= ask()) });
    }
    out[group] = values;
  }
  return out;
}

/** LiquidJS's own limits and errors, sorted the way the pool words them. */
function kindOf(err: Error): FailureKind {
  const text = err.message;
  if (/render limit exceeded/.test(text)) return 'time';
  if (/memory alloc limit exceeded/.test(text)) return 'memory';
  if (/parse length limit exceeded/.test(text)) return 'size';
  return err.name === 'ParseError' || err.name === 'TokenizationError' ? 'syntax' : 'render';
}

async function render(m: Extract<ToWorker, { type: 'render' }>) {
  const liquid = engineOf(m);
  if (!liquid) return post({ type: 'need', job: m.job });
  try {
    const body: string = await liquid.renderFile(m.name, { ...m.data, ...lazyData(m.job, m.lazy) });
    post({ type: 'done', job: m.job, body });
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    post({ type: 'failed', job: m.job, kind: kindOf(err), detail: err.message.slice(0, 300) });
  } finally {
    asked.clear();
  }
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'render') return void render(m);
  const ask = asked.get(m.ask);
  asked.delete(m.ask);
  if (m.failed) ask?.reject(new Error('读取页面数据失败'));
  else ask?.resolve(m.value);
});
post({ type: 'ready', tid: osThreadId() });
