import type { RuleObject } from 'antd/es/form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dictItemCheck } from '../../../api/dict';
import { itemValueRules } from './item-value-rules';

vi.mock('../../../api/dict', () => ({ dictItemCheck: vi.fn() }));
const check = vi.mocked(dictItemCheck);

const envelope = (success: boolean, message: string) => ({ success, message, code: 200, result: null, timestamp: 0 });

/** The last rule: the server's uniqueness check. */
const uniqueness = (dictId: string, itemId?: string) => {
  const rules = itemValueRules(dictId, itemId);
  const rule = rules[rules.length - 1] as RuleObject;
  return (value: unknown) => (rule.validator as (r: RuleObject, v: unknown) => Promise<void>)(rule, value);
};

describe('itemValueRules', () => {
  beforeEach(() => check.mockReset());

  it('starts with the schema rules (required with its message)', async () => {
    const first = itemValueRules('d1')[0] as (form: { getFieldsValue(all: true): object }) => RuleObject;
    const rule = first({ getFieldsValue: () => ({}) });
    expect(rule.required).toBe(true);
    await expect((rule.validator as (r: RuleObject, v: unknown) => Promise<void>)(rule, '')).rejects.toThrow(
      '请输入数据值',
    );
  });

  it('asks the server within the dictionary, passing the edited item', async () => {
    check.mockResolvedValue(envelope(true, '该值可用！'));
    await expect(uniqueness('d1', 'i1')('2')).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledWith({ dictId: 'd1', itemValue: '2', id: 'i1' });
  });

  it('fails with the server message when the value is taken', async () => {
    check.mockResolvedValue(envelope(false, '该值不可用，系统中已存在！'));
    await expect(uniqueness('d1')('1')).rejects.toThrow('该值不可用，系统中已存在！');
    expect(check).toHaveBeenCalledWith({ dictId: 'd1', itemValue: '1' });
  });

  it('leaves an empty value to the required rule', async () => {
    await uniqueness('d1')('');
    expect(check).not.toHaveBeenCalled();
  });
});
