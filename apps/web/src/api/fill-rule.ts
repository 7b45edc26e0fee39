import { sysFillRule } from '@yunzhan/common/entities/system/index';
import { getAction } from './http';

const BASE = sysFillRule.apiBase;

/** A handler of the server's fill-rule registry, as the form offers it. */
export interface FillHandlerInfo {
  name: string;
  aliases: readonly string[];
  title: string;
  description: string;
  example?: string;
}

export const fillRuleHandlers = () => getAction<FillHandlerInfo[]>(`${BASE}/handlers`);

/** 功能测试: the value the rule would give next (nothing taken). */
export const testFillRule = (ruleCode: string) => getAction<string>(`${BASE}/testFillRule`, { ruleCode });
