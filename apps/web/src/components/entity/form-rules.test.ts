import { formFieldsOf } from '@yunzhan/common/entities/form-fields';
import { requiredMessage, schemaRules } from '@yunzhan/common/entities/form-rules';
import { dict, entity, int, text } from '@yunzhan/common/entities/index';
import { sysCheckRule, sysPosition } from '@yunzhan/common/entities/system/index';
import { firstError } from '@yunzhan/common/validation/index';
import { describe, expect, it, vi } from 'vitest';
import { duplicateCheck } from '../../api/entity';
import { antdRulesOf, uniqueRule } from './form-rules';

vi.mock('../../api/entity', () => ({ duplicateCheck: vi.fn() }));

const sample = entity({
  name: 'test.sample',
  table: 'test_sample',
  apiBase: '/test/sample',
  permPrefix: 'test:sample',
  title: '样例',
  fields: {
    mobile: text({ label: '手机', pattern: 'm' }),
    count: int({ label: '数量', min: 1, max: 9 }),
    level: dict('level', { label: '级别', required: true }),
    secretish: text({ label: '密钥', sensitive: true }),
  },
});

describe('form rules from a schema (spec §5)', () => {
  it('required says 请输入 for typed fields and 请选择 for chosen ones', () => {
    expect(requiredMessage(sysPosition.fields.code)).toBe('请输入职务编码');
    expect(requiredMessage(sysPosition.fields.postRank)).toBe('请选择职级');
    expect(firstError(schemaRules(sysPosition.fields.name), '')).toBe('请输入职务名称');
    expect(firstError(schemaRules(sysPosition.fields.postRank), undefined)).toBe('请选择职级');
  });

  it('max length on text, bounds on numbers, named and regular-expression patterns', () => {
    expect(firstError(schemaRules(sysPosition.fields.name), 'x'.repeat(101))).toBe('最大长度100位字符');
    expect(firstError(schemaRules(sysPosition.fields.name), 'x'.repeat(100))).toBeUndefined();
    expect(firstError(schemaRules(sample.fields.count), 0)).toBe('最小值为1');
    expect(firstError(schemaRules(sample.fields.count), 10)).toBe('最大值为9');
    expect(firstError(schemaRules(sample.fields.mobile), '123')).toBe('请输入正确的手机号码');
    expect(firstError(schemaRules(sample.fields.mobile), '')).toBeUndefined();
    expect(firstError(schemaRules(sysCheckRule.fields.ruleCode), '9abc')).toBe('规则编码格式不正确');
  });

  it('sensitive fields never reach the form', () => {
    expect(formFieldsOf(sample).map((f) => f.name)).toEqual(['mobile', 'count', 'level']);
    expect(formFieldsOf(sysPosition).map((f) => f.name)).toEqual(['code', 'name', 'postRank']);
  });

  it('unique fields ask /sys/duplicate/check on blur and show the server message', async () => {
    const check = vi
      .mocked(duplicateCheck)
      .mockResolvedValueOnce({
        success: false,
        message: '该值不可用，系统中已存在！',
        code: 500,
        result: null,
        timestamp: 0,
      })
      .mockResolvedValueOnce({ success: true, message: '该值可用！', code: 200, result: null, timestamp: 0 });
    const rule = uniqueRule({ entity: sysPosition, name: 'code', dataId: 'row1' });
    expect(rule).toMatchObject({ validateTrigger: 'onBlur' });
    const validate = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validate({}, 'P01')).rejects.toThrow('该值不可用，系统中已存在！');
    expect(check).toHaveBeenCalledWith({
      tableName: 'sys_position',
      fieldName: 'code',
      fieldVal: 'P01',
      dataId: 'row1',
    });
    await expect(validate({}, 'P02')).resolves.toBeUndefined();
    await expect(validate({}, '')).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('a page may replace the rules of a field; the duplicate check of a unique field stays', () => {
    const override = [{ required: true, message: '请输入职务代码' }];
    const rules = antdRulesOf(sysPosition.fields.code, { entity: sysPosition, name: 'code' }, override);
    expect(rules[0]).toBe(override[0]);
    expect(rules).toHaveLength(2);
    expect(rules[1]).toMatchObject({ validateTrigger: 'onBlur' });
    expect(antdRulesOf(sysPosition.fields.name, undefined, [])).toEqual([]);
  });
});
