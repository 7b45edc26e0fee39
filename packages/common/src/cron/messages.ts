import type { UiLanguage } from '../validation/messages-en';
import { type CronField, FIELD_BOUNDS } from './fields';

/** What an invalid expression is told, in one interface language. */
export interface CronMessages {
  shape: string;
  dayAndWeek: string;
  range(field: CronField, min: number, max: number): string;
  step(field: CronField, min: number, max: number): string;
  order(field: CronField): string;
  notAsk(field: CronField): string;
  nth: string;
  beforeMonthEnd: string;
}

const zh = (f: CronField) => FIELD_BOUNDS[f].label;

const ZH: CronMessages = {
  shape: 'Cron 表达式应有 6 或 7 个部分：秒 分 时 日 月 周 [年]',
  dayAndWeek: '日和周只能设置其中之一',
  range: (f, min, max) => `${zh(f)}的取值范围为 ${min}-${max}`,
  step: (f, min, max) => `${zh(f)}的间隔范围为 ${min}-${max}`,
  order: (f) => `${zh(f)}的结束值不能小于开始值`,
  notAsk: (f) => `${zh(f)}不能为 ?`,
  nth: '第几个星期的范围为 1-5',
  beforeMonthEnd: '月底前的天数范围为 0-30',
};

const EN: CronMessages = {
  shape: 'A cron expression has 6 or 7 parts: second minute hour day month week [year]',
  dayAndWeek: 'Set either the day or the week, not both',
  range: (f, min, max) => `The ${f} must be between ${min} and ${max}`,
  step: (f, min, max) => `The ${f} interval must be between ${min} and ${max}`,
  order: (f) => `The ${f} range must not end before it starts`,
  notAsk: (f) => `The ${f} cannot be ?`,
  nth: 'The week of the month must be between 1 and 5',
  beforeMonthEnd: 'Days before the month end must be between 0 and 30',
};

export const cronMessages = (language: UiLanguage = 'zh'): CronMessages => (language === 'en' ? EN : ZH);
