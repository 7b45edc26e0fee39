import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, TimePicker } from 'antd';
import { useState } from 'react';
import { searchFieldsOf } from './form-fields';
import { formatOfKind, searchToQuery } from './list-params';
import { useEntityT } from './texts';
import { useDictOptions } from './use-dict-options';

/** Fields shown before the form is expanded. */
const COLLAPSED_COUNT = 3;
const COL = { xl: 6, lg: 8, md: 12, sm: 24, xs: 24 } as const;
const FULL = { width: '100%' } as const;

interface WidgetProps {
  field: Field;
  multiple?: boolean;
  placeholder?: string;
  value?: unknown;
  onChange?(value: unknown): void;
  id?: string;
}

/** One search widget: dictionary select, number, date/time picker or text input. */
function SearchWidget({ field, multiple, placeholder, ...control }: WidgetProps) {
  const t = useEntityT();
  const options = useDictOptions(field);
  const props = { ...control, style: FULL, allowClear: true } as Record<string, unknown>;
  if (field.kind === 'dict' || field.kind === 'tableDict' || field.kind === 'switch') {
    return (
      <Select
        {...props}
        mode={multiple ? 'multiple' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        placeholder={t('selectPlaceholder', { label: field.label })}
      />
    );
  }
  const format = formatOfKind(field.kind);
  if (field.kind === 'time') return <TimePicker {...props} format={format} placeholder={placeholder} />;
  if (format) {
    return <DatePicker {...props} format={format} showTime={field.kind === 'datetime'} placeholder={placeholder} />;
  }
  if (field.kind === 'number' || field.kind === 'int' || field.kind === 'money') {
    return <InputNumber {...props} placeholder={placeholder} />;
  }
  if (multiple) return <Select {...props} mode="tags" open={false} tokenSeparators={[',']} placeholder={placeholder} />;
  return <Input {...props} placeholder={placeholder ?? t('inputPlaceholder', { label: field.label })} />;
}

interface Props {
  entity: EntityDef;
  onSearch(query: Record<string, unknown>): void;
  onReset(): void;
}

/** The search form of the fields with a `search` hint (eq, like, in, range as `_begin`/`_end`). */
export default function EntitySearchForm({ entity, onSearch, onReset }: Props) {
  const t = useEntityT();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const fields = searchFieldsOf(entity);
  if (!fields.length) return null;
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_COUNT);

  const submit = (values: Record<string, unknown>) => onSearch(searchToQuery(entity, values));
  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form
      form={form}
      name={`${entity.table}_search`}
      onFinish={submit}
      labelCol={{ flex: 'none' }}
      wrapperCol={{ flex: '1 1 0' }}
    >
      <Row gutter={[24, 16]}>
        {shown.map(({ name, field }) => (
          <Col key={name} {...COL}>
            {field.search === 'range' ? (
              <Form.Item label={field.label} style={{ marginBottom: 0 }}>
                <Space.Compact style={FULL}>
                  <Form.Item name={`${name}_begin`} noStyle>
                    <SearchWidget field={field} placeholder={t('rangeStart')} />
                  </Form.Item>
                  <Form.Item name={`${name}_end`} noStyle>
                    <SearchWidget field={field} placeholder={t('rangeEnd')} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item name={name} label={field.label} style={{ marginBottom: 0 }}>
                <SearchWidget field={field} multiple={field.search === 'in'} />
              </Form.Item>
            )}
          </Col>
        ))}
        <Col {...COL}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('search')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              {t('reset')}
            </Button>
            {fields.length > COLLAPSED_COUNT && (
              <Button type="link" onClick={() => setExpanded(!expanded)}>
                {expanded ? t('collapse') : t('expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
