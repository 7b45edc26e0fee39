import { describe, expect, it } from 'vitest';
import {
  type AttributeDef,
  attributeValueProblem,
  formatAttrText,
  formatSpecText,
  parseAttrText,
  parseSpecText,
} from './attribute-values';

const attrs: AttributeDef[] = [
  { id: 'm', name: '内存', inputKind: 'dictionary', options: '8GB,16GB,32GB', required: 'Y' },
  { id: 'w', name: '重量', inputKind: 'number', required: 'N' },
  { id: 'c', name: '颜色', inputKind: 'multi', options: '银色\n黑色', required: 'N' },
  { id: 't', name: '备注', inputKind: 'text', required: 'N' },
];

describe('attributeValueProblem', () => {
  it('accepts valid values', () => {
    const rows = [
      { attributeId: 'm', value: '16GB' },
      { attributeId: 'w', value: '1.25' },
      { attributeId: 'c', value: '银色' },
      { attributeId: 'c', value: '黑色' },
    ];
    expect(attributeValueProblem(attrs, rows)).toBeNull();
  });
  it('names the first problem', () => {
    expect(attributeValueProblem(attrs, [])).toBe('请填写属性「内存」');
    expect(attributeValueProblem(attrs, [{ attributeId: 'm', value: '64GB' }])).toBe(
      '属性「内存」的值「64GB」不在可选值中',
    );
    const m = { attributeId: 'm', value: '8GB' };
    expect(attributeValueProblem(attrs, [m, { attributeId: 'w', value: '重' }])).toBe('属性「重量」应为数字');
    expect(attributeValueProblem(attrs, [m, { attributeId: 'x', value: '1' }])).toBe(
      '属性值中有不属于该产品类型的属性',
    );
    expect(attributeValueProblem(attrs, [m, { attributeId: 'm', value: '16GB' }])).toBe('属性「内存」只能有一个值');
    expect(attributeValueProblem(attrs, [m, m])).toBe('属性「内存」的值「8GB」重复');
  });
});

describe('Excel texts', () => {
  it('round-trips attribute values and specification rows', () => {
    const rows = [
      { attributeId: 'm', value: '16GB' },
      { attributeId: 'c', value: '银色' },
      { attributeId: 'c', value: '黑色' },
    ];
    const text = formatAttrText(attrs, rows);
    expect(text).toBe('内存=16GB\n颜色=银色|黑色');
    expect(parseAttrText(attrs, text)).toEqual(rows);
    expect(() => parseAttrText(attrs, '尺寸=14')).toThrow('属性「尺寸」不属于该产品类型');
    const specs = parseSpecText('性能|处理器|i7|\n显示|屏幕|14|英寸');
    expect(specs[1]).toEqual({ groupName: '显示', name: '屏幕', value: '14', unit: '英寸', sortNo: 2 });
    expect(formatSpecText(specs)).toBe('性能|处理器|i7|\n显示|屏幕|14|英寸');
    expect(() => parseSpecText('只有分组')).toThrow('分组|名称|值|单位');
    expect(parseSpecText('接口\tHDMI\t2|1\t个\r\n')).toEqual([
      { groupName: '接口', name: 'HDMI', value: '2|1', unit: '个', sortNo: 1 },
    ]);
  });
});
