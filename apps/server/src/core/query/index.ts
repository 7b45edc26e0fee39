export { type ApplyOptions, applyFilters, applyListQuery, applySort, whereOf } from './apply.js';
export type { CompareOp, Condition, LikeOp, ListQuery, Scalar } from './conditions.js';
export {
  type DataRuleResult,
  type DataRuleRow,
  dataRuleConditions,
  type RuleVariables,
  ruleVariables,
} from './data-rules.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOf, parseListQuery, type QueryParams } from './list-query.js';
