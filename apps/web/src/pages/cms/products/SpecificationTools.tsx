import { parseSpecText } from '@yunzhan/common/products/attribute-values';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ParameterTemplateRow } from '../../../api/products';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { useTypeSchema } from './use-type-schema';

type SpecRows = Record<string, unknown>[];

const templateRows = (params: readonly ParameterTemplateRow[]): SpecRows =>
  params.map((p, i) => ({ groupName: p.groupName, name: p.name, value: '', unit: p.unit, sortNo: i + 1 }));

/**
 * Above the specification table: it starts from the chosen type's parameter template (when empty), can be filled
 * from the template again, and takes rows pasted from Excel (columns 分组, 名称, 值, 单位).
 */
export default function SpecificationTools() {
  const form = Form.useFormInstance();
  const typeId = Form.useWatch('typeId');
  const { schema } = useTypeSchema(typeId);
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');

  const current = (): SpecRows => form.getFieldValue('specs') ?? [];
  const fromTemplate = () => templateRows(schema?.parameters ?? []);

  useEffect(() => {
    const params = schema?.parameters ?? [];
    if (params.length && !(form.getFieldValue('specs') ?? []).length) form.setFieldValue('specs', templateRows(params));
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
