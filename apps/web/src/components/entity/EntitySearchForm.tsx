import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { searchFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, TimePicker } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { AreaPicker } from '../AreaPicker';
import { formatOfKind, searchToQuery } from './list-params';
import RefSelect from './RefSelect';
import { useEntityT } from './texts';
import { useDictOptions } from './use-dict-options';

const FULL = { width: '100%' } as const;

/**
 * Search columns per row by the form's own width (the form may sit beside a tree, so the window's width says
 * little): each column keeps room for a label and an input, and the buttons fit in one column.
 */
export function searchColumnsFor(width: number): 1 | 2 | 3 | 4 {
  if (width >= 1100) return 4;
  if (width >= 800) return 3;
  if (width >= 520) return 2;
  return 1;
}

/** The width of an element, followed as it changes; `fallback` until measured. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || fallback));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}

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
        placeholder={t('selectPlaceholder', { label: t.label(field) })}
      />
    );
  }
  // An area: any level (a province or city covers its sub-areas, see `searchToQuery`).
  if (field.kind === 'area') {
    const { value, onChange, id } = control;
    return (
      <AreaPicker
        value={value == null ? undefined : String(value)}
        onChange={onChange}
        anyLevel
        placeholder={t('selectPlaceholder', { label: t.label(field) })}
        id={id}
      />
    );
  }
  // A reference searches the target's rows by name and filters on the chosen ids.
  if (field.kind === 'ref' || field.kind === 'links') return <RefSelect field={field} {...control} />;
  const format = formatOfKind(field.kind);
  if (field.kind === 'time') return <TimePicker {...props} format={format} placeholder={placeholder} />;
  if (format) {
    return <DatePicker {...props} format={format} showTime={field.kind === 'datetime'} placeholder={placeholder} />;
  }
  if (field.kind === 'number' || field.kind === 'int' || field.kind === 'money') {
    return <InputNumber {...props} placeholder={placeholder} />;
  }
  if (multiple) return <Select {...props} mode="tags" open={false} tokenSeparators={[',']} placeholder={placeholder} />;
  return <Input {...props} placeholder={placeholder ?? t('inputPlaceholder', { label: t.label(field) })} />;
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
  const { ref, width } = useWidth(1200);
  const fields = searchFieldsOf(entity);
  if (!fields.length) return null;
  const perRow = searchColumnsFor(width);
  const span = 24 / perRow;
  // Collapsed, the fields of the first row beside the buttons.
  const collapsedCount = Math.max(perRow - 1, 1);
  const shown = expanded ? fields : fields.slice(0, collapsedCount);

  const submit = (values: Record<string, unknown>) => onSearch(searchToQuery(entity, values));
  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <div ref={ref}>
      <Form
        form={form}
        name={`${entity.table}_search`}
        onFinish={submit}
        labelCol={{ flex: 'none' }}
        wrapperCol={{ flex: '1 1 0' }}
      >
        <Row gutter={[24, 16]}>
          {shown.map(({ name, field }) => (
            <Col key={name} span={span}>
              {field.search === 'range' ? (
                <Form.Item label={t.label(field)} style={{ marginBottom: 0 }}>
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
                <Form.Item name={name} label={t.label(field)} style={{ marginBottom: 0 }}>
                  <SearchWidget field={field} multiple={field.search === 'in'} />
                </Form.Item>
              )}
            </Col>
          ))}
          <Col span={span}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                {t('reset')}
              </Button>
              {fields.length > collapsedCount && (
                <Button type="link" onClick={() => setExpanded(!expanded)}>
                  {expanded ? t('collapse') : t('expand')}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
