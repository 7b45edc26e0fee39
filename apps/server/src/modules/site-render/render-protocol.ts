/** What the render pool and its workers say to each other (plain values: they are copied between threads). */

/** Why a render failed, as the worker saw it (`time` and `memory` are also the pool's own hard limits). */
export type FailureKind = 'time' | 'memory' | 'size' | 'syntax' | 'render';

/** Pool → worker. */
export type ToWorker =
  | {
      type: 'render';
      job: number;
      /** Key of the engine the worker keeps (a site); absent: an engine for this render only. */
      site?: string;
      version: number;
      /** The site's own templates: sent when the worker may not have this version yet. */
      templates?: Readonly<Record<string, string>>;
      name: string;
      data: Record<string, unknown>;
      /** Group → names: values read from the pool when a template first touches them (`read`). */
      lazy: Readonly<Record<string, readonly string[]>>;
    }
  | { type: 'value'; job: number; ask: number; value?: unknown; failed?: boolean };

/** Worker → pool. */
export type FromWorker =
  /** `tid`: the worker's thread id in the operating system, where it has one. */
  | { type: 'ready'; tid?: number }
  | { type: 'need'; job: number }
  | { type: 'read'; job: number; ask: number; group: string; name: string }
  | { type: 'done'; job: number; body: string }
  | { type: 'failed'; job: number; kind: FailureKind; detail: string };
