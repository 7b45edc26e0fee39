import { sysFillRule } from '@yunzhan/common/entities/system/index';
import { DEFAULT_TENANT } from '../../core/auth/tenants.js';
import type { AnyDb, CrudDeps, CrudOptions, Row } from '../../core/crud/contracts.js';
import type { Actor } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import { FillRuleRegistry, paramProblem, unknownHandler } from './handler.js';
import type { SeededRule } from './seeded.js';
import { sequenceRule } from './sequence.js';
import { categoryCodeRule, orgCodeRule } from './tree-codes.js';

/** Every handler a rule may name. */
export const FILL_RULE_HANDLERS = [sequenceRule, orgCodeRule, categoryCodeRule];

/** The server's own use of a rule: no session, every rule visible. */
const SYSTEM: Actor = { username: 'system', siteId: null };

export const missingRule = (code: string) => `填值规则不存在：${code}`;

/**
 * 填值规则: the handler and its parameters are checked when a rule is saved; a value is made by the handler its
 * `ruleClass` names, in the caller's connection or transaction.
 */
export class FillRules {
  readonly registry = new FillRuleRegistry(FILL_RULE_HANDLERS);
  private readonly store;

  constructor(private readonly crud: CrudDeps) {
    this.store = crud.stores.of(sysFillRule);
  }

  crudOptions(): CrudOptions {
    return {
      beforeWrite: (ctx) => this.check({ ...ctx.before, ...ctx.values }),
      decorate: async (rows) => {
        for (const row of rows) row.handlerTitle = this.registry.resolve(row.ruleClass)?.title ?? null;
      },
    };
  }

  /** The handler exists and the parameters pass its schema. */
  check(rule: Row): void {
    const name = String(rule.ruleClass ?? '');
    const handler = this.registry.resolve(name);
    if (!handler) throw new ApiError(unknownHandler(name));
    const problem = handler.check(rule.ruleParams as string | null);
    if (problem) throw new ApiError(paramProblem(problem));
  }

  /** The value of the rule `ruleCode` the actor sees; `preview`: what the next value would be, nothing taken. */
  async run(
    actor: Actor,
    ruleCode: string,
    formData: Readonly<Record<string, unknown>>,
    opts: { db?: AnyDb; preview?: boolean } = {},
  ): Promise<string> {
    const db = opts.db ?? this.crud.db;
    const [rule] = await this.store.where(actor, 'ruleCode', [ruleCode], db);
    if (!rule) throw new ApiError(missingRule(ruleCode));
    const handler = this.registry.resolve(rule.ruleClass);
    if (!handler) throw new ApiError(unknownHandler(String(rule.ruleClass)));
    const tenantId = actor.tenantId ?? DEFAULT_TENANT;
    const run = { formData, ruleCode, tenantId, db, now: new Date(), preview: !!opts.preview };
    return handler.fill(rule.ruleParams as string | null, run);
  }

  /**
   * A number the server sets on a write (repair numbers): the administrator's rule, or the seeded one when the rule
   * is gone or names no handler, so a public form never fails for a missing rule.
   */
  async number(db: AnyDb, seeded: SeededRule, formData: Readonly<Record<string, unknown>> = {}): Promise<string> {
    const [rule] = await this.store.where(SYSTEM, 'ruleCode', [seeded.ruleCode], db);
    const handler = rule && this.registry.resolve(rule.ruleClass);
    const run = { formData, ruleCode: seeded.ruleCode, tenantId: DEFAULT_TENANT, db, now: new Date(), preview: false };
    if (handler) return handler.fill(rule.ruleParams as string | null, run);
    const fallback = this.registry.resolve(seeded.ruleClass) ?? sequenceRule;
    return fallback.fill(seeded.ruleParams, run);
  }
}
