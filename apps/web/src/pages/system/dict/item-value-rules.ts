import { sysDictItem } from '@yunzhan/common/entities/system/index';
import type { FormRule } from 'antd';
import { dictItemCheck } from '../../../api/dict';
import { antdRulesOf } from '../../../components/entity/form-rules';

/**
 * Rules of 数据值: the schema's, then its uniqueness within the dictionary (GET /sys/dictItem/dictItemCheck),
 * showing the server's message ('该值不可用，系统中已存在！') when the value is taken.
 */
export function itemValueRules(dictId: string, itemId?: string): FormRule[] {
  return [
    ...antdRulesOf(sysDictItem.fields.itemValue),
    {
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        const response = await dictItemCheck({ dictId, itemValue: String(value), ...(itemId ? { id: itemId } : {}) });
        if (!response.success) throw new Error(response.message);
      },
    },
  ];
}
