import { z } from 'zod';
import { jsonObject, whole } from '../quartz/handler.js';
import { peekNext, takeNext } from './counter.js';
import { defineFillRule } from './handler.js';

const TOKEN = /yyyy|yy|MM|dd|HH|mm|ss|[-_/.]/g;
const PATTERN = /^(?:yyyy|yy|MM|dd|HH|mm|ss|[-_/.])*$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A date as a pattern of yyyy, yy, MM, dd, HH, mm, ss and the separators - _ / . (every token of fixed width). */
export function formatPattern(pattern: string, d: Date): string {
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    yy: pad(d.getFullYear() % 100),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return pattern.replace(TOKEN, (t) => parts[t] ?? t);
}

/** When the sequence starts again at 1, and the tokens the date pattern needs so that values stay unique. */
const RESETS = {
  never: { key: '', needs: [] },
  year: { key: 'yyyy', needs: ['y'] },
  month: { key: 'yyyyMM', needs: ['y', 'MM'] },
  day: { key: 'yyyyMMdd', needs: ['y', 'MM', 'dd'] },
} as const;
type Reset = keyof typeof RESETS;
const RESET_NAMES = Object.keys(RESETS) as [Reset, ...Reset[]];

const params = jsonObject({
  prefix: z
    .string({ error: '应为文字' })
    .max(20, '最多20个字符')
    .regex(/^[A-Za-z0-9_\-/.]*$/, '只能包含字母、数字和 - _ / .')
    .default(''),
  datePattern: z
    .string({ error: '应为文字' })
    .max(20, '最多20个字符')
    .regex(PATTERN, '只能由 yyyy、yy、MM、dd、HH、mm、ss 和 - _ / . 组成')
    .default('yyyyMMdd'),
  digits: whole(1, 18, 4),
  reset: z.enum(RESET_NAMES, { error: '应为 never、day、month 或 year' }).default('day'),
}).superRefine((p, ctx) => {
  const missing = RESETS[p.reset].needs.filter((t) => !p.datePattern.includes(t));
  if (missing.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['datePattern'],
      message: `按${{ never: '', year: '年', month: '月', day: '日' }[p.reset]}重置时日期格式须含 ${missing.join('、')}（否则不同周期会生成相同的值）`,
    });
  }
});

/**
 * 流水号: prefix + the date in its pattern + a zero-padded sequence that starts again at 1 each period. A sequence past
 * its width keeps counting with more digits (values stay unique). JeecgBoot's OrderNumberRule names it too (its
 * `prefix` parameter means the same).
 */
export const sequenceRule = defineFillRule({
  name: 'sequenceNumber',
  aliases: ['org.jeecg.modules.system.rule.OrderNumberRule'],
  title: '流水号',
  description: '前缀 + 日期 + 定长序号，序号按周期（never/day/month/year）从1重新开始，并发时也不重复',
  en: {
    title: 'Sequence number',
    description:
      'Prefix + date + zero-padded sequence, restarting at 1 each period (never/day/month/year); unique under concurrency',
  },
  params,
  example: '{"prefix":"CN","datePattern":"yyyyMMdd","digits":4,"reset":"day"}',
  async fill({ params: p, ruleCode, db, now, preview }) {
    const period = formatPattern(RESETS[p.reset].key, now);
    const n = preview ? await peekNext(db, ruleCode, period) : await takeNext(db, ruleCode, period);
    return `${p.prefix}${formatPattern(p.datePattern, now)}${String(n).padStart(p.digits, '0')}`;
  },
});
