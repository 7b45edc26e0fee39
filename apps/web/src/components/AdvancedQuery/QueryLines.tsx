import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Select } from 'antd';
import { dictSourceOf } from '../entity/use-dict-options';
import ConditionValue from './ConditionValue';
import type { QueryField } from './fields';
import { changeRule, emptyLine, QUERY_RULES, type QueryLine } from './rules';

interface Props {
  fields: readonly QueryField[];
  lines: readonly QueryLine[];
  onChange(lines: QueryLine[]): void;
}

const RULE_OPTIONS = QUERY_RULES.map((r) => ({ value: r.value, label: r.label }));

/** The condition lines: field, rule, value, and buttons to add a line after this one or remove it. */
export default function QueryLines({ fields, lines, onChange }: Props) {
  const fieldOptions = fields.map((f) => ({ value: f.name, label: f.label }));
  const update = (index: number, line: QueryLine) => onChange(lines.map((l, i) => (i === index ? line : l)));
  const insertAfter = (index: number) =>
    onChange([...lines.slice(0, index + 1), emptyLine(), ...lines.slice(index + 1)]);
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));

  const selectField = (index: number, name: string | undefined) => {
    const def = fields.find((f) => f.name === name)?.field;
    const { key, rule } = lines[index];
    update(index, {
      key,
      rule,
      field: name,
      type: def?.kind,
      dbType: def?.valueType,
      dictCode: dictSourceOf(def),
      val: undefined,
    });
  };

  if (!lines.length) {
    return (
      <Empty description="没有任何查询条件">
        <Button icon={<PlusOutlined />} onClick={() => onChange([emptyLine()])}>
          添加条件
        </Button>
      </Empty>
    );
  }
  return lines.map((line, index) => (
    <Row key={line.key} gutter={8} style={{ marginBottom: 12 }} data-testid="query-line">
      <Col span={7}>
        <Select
          style={{ width: '100%' }}
          aria-label="查询字段"
          placeholder="选择查询字段"
          showSearch={{ optionFilterProp: 'label' }}
          options={fieldOptions}
          value={line.field}
          onChange={(name) => selectField(index, name)}
        />
      </Col>
      <Col span={5}>
        <Select
          style={{ width: '100%' }}
          aria-label="匹配规则"
          options={RULE_OPTIONS}
          value={line.rule}
          onChange={(rule) => update(index, changeRule(line, rule))}
        />
      </Col>
      <Col span={9}>
        <ConditionValue
          field={fields.find((f) => f.name === line.field)?.field}
          rule={line.rule}
          value={line.val}
          onChange={(val) => update(index, { ...line, val })}
        />
      </Col>
      <Col span={3}>
        <Button aria-label="添加条件" icon={<PlusOutlined />} onClick={() => insertAfter(index)} />
        <Button
          aria-label="删除条件"
          style={{ marginLeft: 4 }}
          icon={<MinusCircleOutlined />}
          onClick={() => remove(index)}
        />
      </Col>
    </Row>
  ));
}
