import { ClockCircleOutlined } from '@ant-design/icons';
import { REVIEWING } from '@yunzhan/common/entities/cms/publishing';
import { listFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef, Field } from '@yunzhan/common/entities/index';
import { Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Row } from '../../api/entity';
import { RichTextView } from '../RichTextEditor';
import FileView from '../Upload/FileView';
import { isWidgetField, widgetDisplay } from './field-widgets';
import type { Sorter } from './list-params';
import type { EntityT } from './texts';
import { useDictOptions } from './use-dict-options';

/** A dictionary value's text from the dictionary itself, for rows an endpoint sends without `_dictText`. */
function DictText({ field, value }: { field: Field; value: unknown }) {
  const options = useDictOptions(field);
  const text = String(value);
  return options.find((option) => option.value === text)?.label ?? text;
}

/** How a field's value reads in a list or a detail view: dictionary text, Y/N as 是/否, dates in spec format. */
export function displayValue(name: string, field: Field, row: Row, t: EntityT): ReactNode {
  const value = row[name];
  if (isWidgetField(field)) return widgetDisplay(name, field, row);
  if (field.kind === 'dict' || field.kind === 'tableDict' || field.kind === 'ref' || field.kind === 'links') {
    const text = row[`${name}_dictText`];
    if (text != null && text !== '') return String(text);
    if (value == null || value === '') return null;
    return field.kind === 'dict' || field.kind === 'tableDict' ? (
      <DictText field={field} value={value} />
    ) : (
      String(value)
    );
  }
  if (value === null || value === undefined || value === '') return null;
  // An id a module sends with its display text (a data rule's menu and its title path).
  if (field.kind === 'text' && typeof row[`${name}_dictText`] === 'string') return String(row[`${name}_dictText`]);
  switch (field.kind) {
    case 'switch':
      return value === field.options[0] ? t('switchOn') : t('switchOff');
    case 'date':
      return String(value).slice(0, 10);
    case 'image':
    case 'file':
    case 'video':
      return <FileView kind={field.kind} value={value} />;
    case 'richText':
      return <RichTextView html={String(value)} />;
    default:
      return String(value);
  }
}

/** Fields holding several values at once (comma-joined ids, their names in `<field>_dictText`). */
const isMultiValued = (field: Field) => field.kind === 'links' || ('multi' in field && field.multi);

/** A multi-value cell: the first value as a tag and +N for the others, which show on hover (JeecgBoot's one tag). */
function MultiValueTags({ text }: { text: string }) {
  const [first, ...rest] = text.split(',').filter((part) => part.trim() !== '');
  if (first === undefined) return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tag style={{ marginInlineEnd: rest.length ? 4 : 0 }}>{first}</Tag>
      {rest.length > 0 && (
        <Tooltip title={rest.join('、')}>
          <Tag style={{ marginInlineEnd: 0, cursor: 'default' }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </span>
  );
}

/** A publishing status of 审批中: the row is locked until its review ends. */
const inReview = (field: Field, value: unknown) =>
  field.kind === 'dict' && field.dictCode === 'publish_status' && value === REVIEWING;

/** A list cell: multi-value fields and a row under review as tags, everything else as `displayValue`. */
function cellValue(name: string, field: Field, row: Row, t: EntityT): ReactNode {
  const shown = displayValue(name, field, row, t);
  if (inReview(field, row[name])) {
    return (
      <Tag color="processing" icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
        {shown}
      </Tag>
    );
  }
  return isMultiValued(field) && typeof shown === 'string' ? <MultiValueTags text={shown} /> : shown;
}

/** Table columns of the listed fields; sortable ones follow the current sort. */
export function entityColumns(entity: EntityDef, isorter: Sorter | undefined, t: EntityT): ColumnType<Row>[] {
  return listFieldsOf(entity).map(({ name, field }) => ({
    key: name,
    dataIndex: name,
    title: t.label(field),
    width: field.width,
    align: 'center',
    ellipsis: field.kind === 'textarea' || field.kind === 'richText',
    sorter: !!isorter && entity.sortableFields.includes(name),
    sortOrder: isorter?.column === name ? (isorter.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_value: unknown, row: Row) => cellValue(name, field, row, t),
    ...(field.pinned ? { fixed: 'right' as const } : {}),
  }));
}

/** The columns fixed at the right (the schema's pinned key columns) moved to the end, in their order. */
export function pinnedLast<C extends { fixed?: unknown }>(columns: readonly C[]): C[] {
  const pinned = (column: C) => column.fixed === 'right' || column.fixed === 'end';
  return [...columns.filter((c) => !pinned(c)), ...columns.filter(pinned)];
}
