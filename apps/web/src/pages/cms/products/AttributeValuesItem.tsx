import { attributeOptions } from '@yunzhan/common/entities/products/product-attribute';
import type { AttributeDef, AttrValueRow } from '@yunzhan/common/products/attribute-values';
import { attributeValueProblem } from '@yunzhan/common/products/attribute-values';
import { Flex, Form, Input, InputNumber, Select, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { t } from '../../../locales/i18n';
import { useTypeSchema } from './use-type-schema';

type Rows = (AttrValueRow & { id?: string })[];

function AttributeInput({
  attr,
  values,
  onChange,
  onBlur,
}: {
  attr: AttributeDef;
  values: string[];
  onChange(v: string[]): void;
  onBlur(): void;
}) {
  const options = attributeOptions(attr.options).map((o) => ({ value: o, label: o }));
  const label = attr.name;
  switch (attr.inputKind) {
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          stringMode
          style={{ width: 200 }}
          onBlur={onBlur}
          value={values[0] ?? null}
          onChange={(v) => onChange(v === null || v === undefined ? [] : [String(v)])}
        />
      );
    case 'dictionary':
    case 'multi':
      return (
        <Select
          aria-label={label}
          style={{ width: 320 }}
          allowClear
          mode={attr.inputKind === 'multi' ? 'multiple' : undefined}
          options={options}
          placeholder={t('common.select')}
          onBlur={onBlur}
          value={attr.inputKind === 'multi' ? values : values[0]}
          onChange={(v: string | string[] | undefined) => onChange(Array.isArray(v) ? v : v ? [v] : [])}
        />
      );
    default:
      return (
        <Input
          aria-label={label}
          style={{ width: 320 }}
          maxLength={200}
          onBlur={onBlur}
          value={values[0] ?? ''}
          onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
        />
      );
  }
}

interface InputProps {
  value?: unknown;
  onChange?(v: Rows): void;
  /** The item's blur trigger: checks the attributes touched so far. */
  onBlur?(): void;
  /** Marks an attribute touched (changed or left): from then on its own problems show. */
  onTouch(attributeId: string): void;
}

/** The chosen type's attributes as inputs; the value is the product's attribute value rows. */
function AttributeValuesInput({ value, onChange, onBlur, onTouch }: InputProps) {
  const typeId = Form.useWatch('typeId');
  const { schema, loading } = useTypeSchema(typeId);
  const rows: Rows = Array.isArray(value) ? value : [];
  // Values of another type's attributes go once the type changes.
  useEffect(() => {
    if (!schema) return;
    const ids = new Set(schema.attributes.map((a) => a.id));
    if (rows.some((r) => !ids.has(r.attributeId))) onChange?.(rows.filter((r) => ids.has(r.attributeId)));
  }, [schema, rows, onChange]);
  if (!typeId) return <Typography.Text type="secondary">{t('product.chooseType')}</Typography.Text>;
  if (loading && !schema) return <Spin size="small" />;
  if (!schema?.attributes.length)
    return <Typography.Text type="secondary">{t('product.noAttributes')}</Typography.Text>;
  const set = (attr: AttributeDef, values: string[]) => {
    onTouch(attr.id);
    onChange?.([
      ...rows.filter((r) => r.attributeId !== attr.id),
      ...values.map(
        (v) => rows.find((r) => r.attributeId === attr.id && r.value === v) ?? { attributeId: attr.id, value: v },
      ),
    ]);
  };
  return (
    <Flex vertical gap={8}>
      {schema.attributes.map((attr) => (
        <Flex key={attr.id} align="center" gap={8}>
          <span style={{ width: 110, textAlign: 'right' }}>
            {attr.required === 'Y' ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
            {attr.name}：
          </span>
          <AttributeInput
            attr={attr}
            values={rows.filter((r) => r.attributeId === attr.id).map((r) => r.value)}
            onChange={(v) => set(attr, v)}
            onBlur={() => {
              onTouch(attr.id);
              onBlur?.();
            }}
          />
          {attr.unit ? <Typography.Text type="secondary">{attr.unit}</Typography.Text> : null}
        </Flex>
      ))}
    </Flex>
  );
}

/** The first problem of the attributes in `ids` (all of them when absent). */
function problemOf(attributes: readonly AttributeDef[], rows: Rows, ids?: ReadonlySet<string>): string | null {
  if (!ids) return attributeValueProblem(attributes, rows);
  return attributeValueProblem(
    attributes.filter((a) => ids.has(a.id)),
    rows.filter((r) => ids.has(r.attributeId)),
  );
}

/**
 * 产品属性 of the product form: the type's attributes, checked like the server checks them — each one once it is
 * touched (a change of one attribute says nothing about its untouched siblings), all of them on submit.
 */
export default function AttributeValuesItem({ label }: { label: string }) {
  const typeId = Form.useWatch('typeId');
  const { schema } = useTypeSchema(typeId);
  const touched = useRef(new Set<string>());
  // A new type starts untouched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the type is what resets it
  useEffect(() => touched.current.clear(), [schema]);
  const attributes = schema?.attributes ?? [];
  return (
    <Form.Item
      name="attrValues"
      label={label}
      validateTrigger={['onChange', 'onBlur']}
      validateFirst
      rules={[
        {
          validator: async (_, value: Rows | undefined) => {
            const problem = problemOf(attributes, value ?? [], touched.current);
            if (problem) throw new Error(problem);
          },
        },
        {
          // No trigger of its own: runs when the whole form is checked (submit), and counts as touching them all.
          validateTrigger: [],
          validator: async (_, value: Rows | undefined) => {
            for (const attribute of attributes) touched.current.add(attribute.id);
            const problem = problemOf(attributes, value ?? []);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <AttributeValuesInput onTouch={(id) => touched.current.add(id)} />
    </Form.Item>
  );
}
