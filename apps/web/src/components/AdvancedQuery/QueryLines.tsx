import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Select } from 'antd';
import { useT } from '../../locales/i18n';
import { dictSourceOf } from '../entity/use-dict-options';
import ConditionValue from './ConditionValue';
import type { QueryField } from './fields';
import { changeRule, emptyLine, QUERY_RULES, type QueryLine } from './rules';

interface Props {
  fields: readonly QueryField[];
  lines: readonly QueryLine[];
  onChange(lines: QueryLine[]): void;
}

/** The condition lines: field, rule, value, and buttons to add a line after this one or remove it. */
export default function QueryLines({ fields, lines, onChange }: Props) {
  const t = useT();
  const ruleOptions = QUERY_RULES.map((r) => ({ value: r.value, label: r.label }));
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
      <Empty description={t('query.none')}>
        <Button icon={<PlusOutlined />} onClick={() => onChange([emptyLine()])}>
          {t('query.addLine')}
        </Button>
      </Empty>
    );
  }
  return lines.map((line, index) => (
    <Row key={line.key} gutter={8} style={{ marginBottom: 12 }} data-testid="query-line">
      <Col span={7}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('query.field')}
          placeholder={t('query.chooseField')}
          showSearch={{ optionFilterProp: 'label' }}
          options={fieldOptions}
          value={line.field}
          onChange={(name) => selectField(index, name)}
        />
      </Col>
      <Col span={5}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('query.rule')}
          options={ruleOptions}
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
        <Button aria-label={t('query.addLine')} icon={<PlusOutlined />} onClick={() => insertAfter(index)} />
        <Button
          aria-label={t('query.removeLine')}
          style={{ marginLeft: 4 }}
          icon={<MinusCircleOutlined />}
          onClick={() => remove(index)}
        />
      </Col>
    </Row>
  ));
}
