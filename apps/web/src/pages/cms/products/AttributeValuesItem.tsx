import { attributeOptions } from '@yunzhan/common/entities/products/product-attribute';
import type { AttributeDef, AttrValueRow } from '@yunzhan/common/products/attribute-values';
import { attributeValueProblem } from '@yunzhan/common/products/attribute-values';
import { Flex, Form, Input, InputNumber, Select, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { t } from '../../../locales/i18n';
import { useTypeSchema } from './use-type-schema';

type Rows = (AttrValueRow & { id?: string })[];

function AttributeInput({
  attr,
  values,
  onChange,
}: {
  attr: AttributeDef;
  values: string[];
  onChange(v: string[]): void;
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
          value={values[0] ?? ''}
          onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
        />
      );
  }
}

/** The chosen type's attributes as inputs; the value is the product's attribute value rows. */
function AttributeValuesInput({ value, onChange }: { value?: unknown; onChange?(v: Rows): void }) {
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
  const set = (attr: AttributeDef, values: string[]) =>
    onChange?.([
      ...rows.filter((r) => r.attributeId !== attr.id),
      ...values.map(
        (v) => rows.find((r) => r.attributeId === attr.id && r.value === v) ?? { attributeId: attr.id, value: v },
      ),
    ]);
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
          />
          {attr.unit ? <Typography.Text type="secondary">{attr.unit}</Typography.Text> : null}
        </Flex>
      ))}
    </Flex>
  );
}

/** 产品属性 of the product form: the type's attributes, checked like the server checks them. */
export default function AttributeValuesItem({ label }: { label: string }) {
  const typeId = Form.useWatch('typeId');
  const { schema } = useTypeSchema(typeId);
  return (
    <Form.Item
      name="attrValues"
      label={label}
      rules={[
        {
          validator: async (_, value: Rows | undefined) => {
            const problem = schema ? attributeValueProblem(schema.attributes, value ?? []) : null;
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <AttributeValuesInput />
    </Form.Item>
  );
}
