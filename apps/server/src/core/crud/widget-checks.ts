import { createRequire } from 'node:module';
import { formatTags } from '@yunzhan/common';
import { validateCron } from '@yunzhan/common/cron/index';
import type { Field } from '@yunzhan/common/entities/index';
import { badRequest } from '../errors.js';

/** A China area code: 6 digits (province, city or district). */
const AREA_CODE = /^\d{6}$/;

let areaCodes: ReadonlySet<string> | undefined;
/**
 * Every province, city and district code of the area data the web's AreaPicker offers (the `china-area-data`
 * package, ~3 500 codes), read at the first area value.
 */
export function knownAreaCodes(): ReadonlySet<string> {
  if (!areaCodes) {
    const data = createRequire(import.meta.url)('china-area-data/data.json') as Record<string, Record<string, string>>;
    areaCodes = new Set(Object.values(data).flatMap((children) => Object.keys(children)));
  }
  return areaCodes;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The checks of the widget kinds that need no database (called by `readInput` for each present value). */
export function checkWidgetValue(field: Field, value: string): void {
  switch (field.kind) {
    case 'cron': {
      const error = validateCron(value.trim());
      if (error) throw badRequest(`${field.label}不是有效的Cron表达式：${error}`);
      break;
    }
    case 'area':
      if (!AREA_CODE.test(value) || !knownAreaCodes().has(value)) throw badRequest(`${field.label}不是有效的地区编码`);
      break;
    case 'code':
      if (field.language === 'json' && !isJson(value)) throw badRequest(`${field.label}不是有效的JSON`);
      break;
    case 'tags':
      if (formatTags(value) !== value) throw badRequest(`${field.label}应为以分号分隔的两字标签`);
      break;
  }
}
