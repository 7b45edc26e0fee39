import { type AttributeDef, type AttrValueRow, parseSpecText } from '@yunzhan/common/products/attribute-values';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ParameterTemplateRow } from '../../../api/products';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { useTypeSchema } from './use-type-schema';

type SpecRows = Record<string, unknown>[];

/** An attribute's values as a parameter's value: several joined by 、, the parameter's unit not repeated. */
function valueFor(values: readonly string[], unit: string | null): string {
  const bare = (v: string) =>
    unit && v.endsWith(unit) && v.length > unit.length ? v.slice(0, -unit.length).trim() : v;
  return values.map(bare).join('、');
}

/** The template's rows, each valued from the attribute of the same name when the product has a value for it. */
function templateRows(
  params: readonly ParameterTemplateRow[],
  attributes: readonly AttributeDef[],
  attrValues: readonly AttrValueRow[],
): SpecRows {
  const valuesOf = (name: string) => {
    const attr = attributes.find((a) => a.name === name);
    return attr ? attrValues.filter((r) => r.attributeId === attr.id && r.value !== '').map((r) => r.value) : [];
  };
  return params.map((p, i) => ({
    groupName: p.groupName,
    name: p.name,
    value: valueFor(valuesOf(p.name), p.unit),
    unit: p.unit,
    sortNo: i + 1,
  }));
}

/**
 * Above the specification table: it starts from the chosen type's parameter template (when empty), can be filled
 * from the template again — both with the attribute values entered so far — and takes rows pasted from Excel
 * (columns 分组, 名称, 值, 单位).
 */
export default function SpecificationTools() {
  const form = Form.useFormInstance();
  const typeId = Form.useWatch('typeId');
  const { schema } = useTypeSchema(typeId);
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');

  const current = (): SpecRows => form.getFieldValue('specs') ?? [];
  const fromTemplate = () =>
    templateRows(schema?.parameters ?? [], schema?.attributes ?? [], form.getFieldValue('attrValues') ?? []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fromTemplate reads the schema and the form
  useEffect(() => {
    if (schema?.parameters.length && !(form.getFieldValue('specs') ?? []).length) {
      form.setFieldValue('specs', fromTemplate());
    }
  }, [schema, form]);

  const paste = () => {
    try {
      const rows = current();
      const added = parseSpecText(text).map((r, i) => ({ ...r, sortNo: rows.length + i + 1 }));
      form.setFieldValue('specs', [...rows, ...added]);
      feedback.message.success(t('spec.pasted', { n: added.length }));
      setPasting(false);
      setText('');
    } catch (e) {
      feedback.message.warning(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Form.Item label=" " colon={false} style={{ marginBottom: 8 }}>
      <Space>
        <Button
          size="small"
          disabled={!schema?.parameters.length}
          onClick={() => form.setFieldValue('specs', fromTemplate())}
        >
          {t('spec.fromTemplate')}
        </Button>
        <Button size="small" onClick={() => setPasting(true)}>
          {t('spec.fromExcel')}
        </Button>
      </Space>
      <Modal
        title={t('spec.pasteTitle')}
        open={pasting}
        onOk={paste}
        onCancel={() => setPasting(false)}
        okText={t('spec.add')}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('spec.pasteHint')}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('spec.pasteLabel')}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </Form.Item>
  );
}
