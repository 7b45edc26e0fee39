import { EventEmitter } from 'node:events';
import {
  ExpressionError,
  evaluate,
  evaluateCondition,
  parseExpression,
  unwrap,
} from '@yunzhan/common/workflow/expression';
import * as elements from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import { deserialize, TypeResolver } from 'moddle-context-serializer';
import { EFFECTS, type ServiceEffect, workflowTypes } from './service-task.js';
import { StepTimers, type TimerDue } from './step-timers.js';

/** A user task the process waits at: one engine execution of it. */
export interface Wait {
  nodeId: string;
  executionId: string;
}

export interface RunOutcome {
  /** The engine's state without the definition and the variables (both kept elsewhere), as JSON text. */
  state: string;
  waits: Wait[];
  timers: TimerDue[];
  /** Nothing waits any more: the process reached its end. */
  ended: boolean;
  /** Activities that completed during the step, and sequence flows taken. */
  completed: string[];
  flows: string[];
  effects: ServiceEffect[];
}

export type Step =
  | { kind: 'start' }
  | { kind: 'signal'; nodeId: string; executionId: string }
  | { kind: 'resume' }
  /** Restores a checkpoint (the state when an earlier node was reached) and goes on from there. */
  | { kind: 'restore' };

/** An engine error of a step (a condition that cannot be evaluated): the step changes nothing. */
export class ProcessError extends Error {}

const SILENT = () => ({ debug() {}, error() {}, warn() {} });

/** Inline scripts are never run: deploy refuses them, and this handler knows none. */
const NO_SCRIPTS = { register() {}, getScript: () => undefined };

/** Marks the conditions of sequence flows in what the engine runs (`compile.ts`): they must be true or false. */
export const CONDITION = '?';

/** The engine's expressions are the workflow language over the process variables (never JavaScript). */
const EXPRESSIONS = {
  resolveExpression(expression: unknown, context?: { environment?: { variables?: Record<string, unknown> } }) {
    const vars = context?.environment?.variables ?? {};
    if (typeof expression === 'string' && expression.startsWith(CONDITION)) {
      return evaluateCondition(expression.slice(CONDITION.length), vars);
    }
    if (typeof expression !== 'string' || !unwrap(expression)) return expression;
    return evaluate(parseExpression(expression), vars);
  },
  isExpression: (text: unknown) => typeof text === 'string' && unwrap(text) !== null,
  hasExpression: (text: unknown) => typeof text === 'string' && text.includes('${'),
};

const contexts = new Map<string, unknown>();
/** The deserialized definition of a deployed version (kept: versions never change). */
function sourceContext(versionId: string, source: string): unknown {
  let ctx = contexts.get(versionId);
  if (!ctx) {
    ctx = deserialize(JSON.parse(source), TypeResolver(elements, workflowTypes));
    if (contexts.size > 200) contexts.delete(contexts.keys().next().value as string);
    contexts.set(versionId, ctx);
  }
  return ctx;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs one step of an instance on bpmn-engine: starts it, or recovers its saved state and signals a waiting user
 * task (or just resumes, for a timer that is due), then lets the engine run until it waits again or ends. All of it
 * happens in memory; the caller writes the outcome in one transaction.
 */
export async function runStep(
  version: { id: string; source: string },
  step: Step,
  state: string | null,
  variables: Record<string, unknown>,
): Promise<RunOutcome> {
  const timers = new StepTimers();
  const vars: Record<string, unknown> = { ...variables, [EFFECTS]: [] };
  const engine = new Engine({
    name: version.id,
    sourceContext: sourceContext(version.id, version.source),
    expressions: EXPRESSIONS,
    scripts: NO_SCRIPTS,
    timers,
    Logger: SILENT,
  } as never);
  const completed: string[] = [];
  const flows: string[] = [];
  let failure: unknown;
  const listener = new EventEmitter();
  listener.on('activity.end', (api: { id: string }) => completed.push(api.id));
  listener.on('flow.take', (api: { id: string }) => flows.push(api.id));
  engine.once('error', (e) => {
    failure = e;
  });
  if (step.kind === 'start') {
    await engine.execute({ listener, variables: vars });
  } else {
    if (!state) throw new ProcessError('流程状态缺失');
    engine.recover(withVariables(JSON.parse(state), vars));
    await engine.resume({ listener });
    if (step.kind === 'signal') engine.execution.signal({ id: step.nodeId, executionId: step.executionId });
  }
  for (let i = 0; i < 100 && !failure; i++) {
    const fired = timers.flush();
    await tick();
    if (!fired && !timers.hasDue && engine.activityStatus !== 'executing') break;
  }
  if (failure) throw new ProcessError(messageOf(failure));
  const postponed = engine.execution.getPostponed();
  const saved = withVariables(await engine.getState(), undefined);
  for (const d of saved.definitions) delete d.source;
  return {
    state: JSON.stringify(saved),
    waits: postponed
      .filter((a) => a.type === 'bpmn:UserTask')
      .map((a) => ({ nodeId: a.id, executionId: a.executionId })),
    timers: timers.pending(),
    ended: postponed.length === 0,
    completed,
    flows,
    effects: vars[EFFECTS] as ServiceEffect[],
  };
}

interface SavedState {
  environment?: { variables?: unknown };
  definitions: {
    source?: unknown;
    environment?: { variables?: unknown };
    execution?: { processes?: { environment?: { variables?: unknown } }[] };
  }[];
}

/**
 * The process variables live in Yunzhan's instance row, not in the engine's state: each environment of a saved
 * state (engine, definitions, processes) gets them on recover and loses them before saving.
 */
function withVariables<S extends SavedState>(state: S, vars: Record<string, unknown> | undefined): S {
  const set = (env: { variables?: unknown } | undefined) => {
    if (!env) return;
    if (vars) env.variables = vars;
    else delete env.variables;
  };
  state.environment ??= {};
  set(state.environment);
  for (const d of state.definitions) {
    set(d.environment);
    for (const p of d.execution?.processes ?? []) set(p.environment);
  }
  return state;
}

function messageOf(e: unknown): string {
  let inner: unknown = e;
  for (let i = 0; i < 5 && inner && typeof inner === 'object'; i++) {
    if (inner instanceof ExpressionError) return `流程条件计算失败：${inner.message}`;
    inner = (inner as { source?: unknown; inner?: unknown }).inner ?? (inner as { source?: unknown }).source;
  }
  return `流程执行失败：${e instanceof Error ? e.message : String(e)}`;
}
