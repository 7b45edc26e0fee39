import type { z } from 'zod';
import type { AnyDb } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import { type HandlerTexts, ParamError, paramProblem as problemOf, readParams } from '../quartz/handler.js';

/** What a handler gets for one value. */
export interface FillRun<P> {
  params: P;
  /** The form's data (`executeRuleByCode` body); handlers read only the keys they know. */
  formData: Readonly<Record<string, unknown>>;
  /** The tenant the value is for: handlers that read rows read that tenant's only. */
  tenantId: number;
  /** The rule's code: a sequence counts per code. */
  ruleCode: string;
  /** The connection or the write's transaction the value is taken in. */
  db: AnyDb;
  now: Date;
  /** 功能测试: the value the next call would give, nothing taken. */
  preview: boolean;
}

export interface FillRuleDef<P> {
  /** What `ruleClass` names. */
  name: string;
  /** Other names of the same handler (JeecgBoot's rule classes). */
  aliases?: readonly string[];
  title: string;
  description: string;
  en: HandlerTexts;
  params: z.ZodType<P>;
  /** Parameters the form offers as an example. */
  example?: string;
  fill(run: FillRun<P>): Promise<string>;
}

/** A handler as the registry keeps it: its parameters checked and read from the stored JSON. */
export interface FillHandler {
  name: string;
  aliases: readonly string[];
  title: string;
  description: string;
  en: HandlerTexts;
  example: string | undefined;
  /** Why the parameter text is not valid for this handler; undefined when it is. */
  check(ruleParams: string | null | undefined): string | undefined;
  fill(ruleParams: string | null | undefined, run: Omit<FillRun<unknown>, 'params'>): Promise<string>;
}

/** Declares a handler of the fill-rule registry; its parameters are a JSON object (empty = the defaults). */
export function defineFillRule<P>(def: FillRuleDef<P>): FillHandler {
  const spec = { format: 'json' as const, example: def.example, params: def.params };
  return {
    name: def.name,
    aliases: def.aliases ?? [],
    title: def.title,
    description: def.description,
    en: def.en,
    example: def.example,
    check: (ruleParams) => problemOf(spec, ruleParams),
    fill(ruleParams, run) {
      let params: P;
      try {
        params = readParams(spec, ruleParams);
      } catch (e) {
        throw e instanceof ParamError ? new ApiError(paramProblem(e.message)) : e;
      }
      return def.fill({ ...run, params });
    },
  };
}

/** What the 填值规则 form shows of a handler. */
export interface FillHandlerInfo {
  name: string;
  aliases: readonly string[];
  title: string;
  description: string;
  example: string | undefined;
}

/**
 * The server-side registry of fill-rule handlers: `ruleClass` is looked up here by name and nothing else. No class
 * is loaded, no module imported and no code evaluated from stored or request text (SECURITY §3).
 */
export class FillRuleRegistry {
  private readonly byName = new Map<string, FillHandler>();

  constructor(handlers: readonly FillHandler[]) {
    for (const h of handlers) {
      for (const name of [h.name, ...h.aliases]) {
        if (this.byName.has(name)) throw new Error(`fill rule handler ${name} is registered twice`);
        this.byName.set(name, h);
      }
    }
  }

  resolve(name: unknown): FillHandler | undefined {
    return typeof name === 'string' ? this.byName.get(name) : undefined;
  }

  list(language: Language = 'zh'): FillHandlerInfo[] {
    return [...new Set(this.byName.values())].map(({ name, aliases, title, description, en, example }) => ({
      name,
      aliases,
      ...(language === 'en' ? en : { title, description }),
      example,
    }));
  }
}

export const unknownHandler = (name: string) => `规则实现类不存在：${name}，请从列表中选择`;
export const paramProblem = (problem: string) => `规则参数不正确：${problem}`;
