import { z } from 'zod';

/** What a handler gets for one run. */
export interface JobRun<P> {
  /** The job's parameter, read and checked by the handler's schema. */
  params: P;
  /** Aborted when the run times out, loses its lease or the server closes: stop at the next step. */
  signal: AbortSignal;
  /** The fire this run belongs to (epoch ms). */
  fireAt: number;
  /** The fire of this job's run before this one (epoch ms), if any. */
  lastFireAt: number | undefined;
}

/** How a handler's parameter is written: a JSON object (empty = defaults) or plain text. */
export type ParamFormat = 'json' | 'text';

export interface JobDef<P> {
  /** What `jobClassName` names. */
  name: string;
  /** Other names that mean the same handler (JeecgBoot's sample classes). */
  aliases?: readonly string[];
  title: string;
  description: string;
  /** The title and description in English (the English interface). */
  en: HandlerTexts;
  format: ParamFormat;
  params: z.ZodType<P>;
  /** A parameter the form offers as an example. */
  example?: string;
  /** Runs once; the answer is the run log's message. Throws on failure. */
  run(run: JobRun<P>): Promise<string | undefined>;
}

/** What the form says of a handler, in one language. */
export interface HandlerTexts {
  title: string;
  description: string;
}

/** A handler as the registry keeps it: its parameter checked and read from the stored text. */
export interface JobHandler {
  name: string;
  aliases: readonly string[];
  title: string;
  description: string;
  en: HandlerTexts;
  format: ParamFormat;
  example: string | undefined;
  /** Why the parameter text is not valid for this handler; undefined when it is. */
  check(parameter: string | null | undefined): string | undefined;
  run(parameter: string | null | undefined, run: Omit<JobRun<unknown>, 'params'>): Promise<string | undefined>;
}

/** A message for the user that the parameter text is wrong. */
export class ParamError extends Error {}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数不正确';
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `参数中有未知的项：${issue.keys.join('、')}`;
  return path ? `参数 ${path}：${issue.message}` : issue.message;
}

/**
 * Reads the stored text into the handler's parameter value, or throws a ParamError with a clear message (also the
 * parameters of 填值规则's handlers).
 */
export function readParams<P>(
  def: Pick<JobDef<P>, 'format' | 'example' | 'params'>,
  text: string | null | undefined,
): P {
  let raw: unknown = text ?? '';
  if (def.format === 'json') {
    const trimmed = String(raw).trim();
    try {
      raw = trimmed ? JSON.parse(trimmed) : {};
    } catch {
      throw new ParamError(`参数应为 JSON 对象${def.example ? `，例如 ${def.example}` : ''}`);
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new ParamError('参数应为 JSON 对象');
  }
  const parsed = def.params.safeParse(raw);
  if (!parsed.success) throw new ParamError(issueText(parsed.error));
  return parsed.data;
}

/** What is wrong with the stored parameters, or undefined when they pass (a handler's `check`). */
export function paramProblem<P>(
  def: Pick<JobDef<P>, 'format' | 'example' | 'params'>,
  text: string | null | undefined,
): string | undefined {
  try {
    readParams(def, text);
    return undefined;
  } catch (e) {
    if (e instanceof ParamError) return e.message;
    throw e;
  }
}

/** Declares a handler of the job registry. */
export function defineJob<P>(def: JobDef<P>): JobHandler {
  return {
    name: def.name,
    aliases: def.aliases ?? [],
    title: def.title,
    description: def.description,
    en: def.en,
    format: def.format,
    example: def.example,
    check: (parameter) => paramProblem(def, parameter),
    run: (parameter, run) => def.run({ ...run, params: readParams(def, parameter) }),
  };
}

/** An object parameter: the listed keys only (a misspelt key is refused, not ignored). */
export const jsonObject = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

/** A whole number between min and max, with a default when left out. */
export const whole = (min: number, max: number, fallback: number) =>
  z
    .number({ error: `应为 ${min} 到 ${max} 之间的整数` })
    .int(`应为 ${min} 到 ${max} 之间的整数`)
    .min(min, `应为 ${min} 到 ${max} 之间的整数`)
    .max(max, `应为 ${min} 到 ${max} 之间的整数`)
    .default(fallback);

/** Waits `ms`, or rejects when the run is aborted. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
