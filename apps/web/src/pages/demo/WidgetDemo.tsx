import { Card, Descriptions, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../locales/i18n';

export interface DemoField {
  name: string;
  label: string;
  /** The widget, as a controlled form item child. */
  input: ReactNode;
  rules?: object[];
  initialValue?: unknown;
}

interface Props {
  title: string;
  intro: string;
  fields: DemoField[];
  children?: ReactNode;
}

const show = (value: unknown) =>
  value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** A demo page: each widget in a form, and the values the form holds beneath (what a module would save). */
export default function WidgetDemo({ title, intro, fields, children }: Props) {
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  return (
    <Card title={title}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '140px' }}
        wrapperCol={{ flex: 1 }}
        style={{ maxWidth: 900 }}
        initialValues={Object.fromEntries(fields.map((f) => [f.name, f.initialValue]))}
      >
        {fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} rules={f.rules as never}>
            {f.input}
          </Form.Item>
        ))}
      </Form>
      {children}
      <Descriptions
        size="small"
        bordered
        column={1}
        title={t('demo.formValues')}
        style={{ maxWidth: 900, marginTop: 16 }}
        items={fields.map((f) => ({
          key: f.name,
          label: f.label,
          children: <span data-testid={`value-${f.name}`}>{show(values?.[f.name])}</span>,
        }))}
      />
    </Card>
  );
}
