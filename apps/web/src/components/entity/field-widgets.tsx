import { splitIntoTags } from '@yunzhan/common';
import { isWidgetField, type WidgetField } from '@yunzhan/common/entities/index';
import { Space, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { Row } from '../../api/entity';
import { AreaPicker, areaText, loadAreaData } from '../AreaPicker';
import CodeEditor, { isCodeLanguage } from '../CodeEditor';
import CronInput from '../CronInput';
import { DictSearchSelect } from '../DictSelect';
import MarkdownEditor from '../MarkdownEditor';
import { DepartPickerInput, UserPickerInput } from '../Pickers';
import TagsInput from '../TagsInput';
import { CategoryTreeSelect } from '../TreeSelect';

export { isWidgetField };

interface InputProps {
  field: WidgetField;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
  id?: string;
}

const CODE_HEIGHT = 200;
const MARKDOWN_HEIGHT = 300;
/** Characters of Markdown or code a list cell shows. */
const PREVIEW_LENGTH = 40;

const sourceKey = (field: WidgetField) =>
  field.dictTable ? `${field.dictTable.table},${field.dictTable.text},${field.dictTable.code}` : '';

/** The form widget of a widget kind (the entity engine's FieldInput hands these kinds here). */
export function WidgetInput({ field, value, onChange, disabled, id }: InputProps) {
  const text = value == null ? undefined : String(value);
  const emit = (next: unknown) => onChange?.(next === '' ? undefined : next);
  switch (field.kind) {
    case 'cron':
      return <CronInput value={text} onChange={emit} disabled={disabled} />;
    case 'area':
      return <AreaPicker value={text} onChange={emit} disabled={disabled} />;
    case 'markdown':
      return <MarkdownEditor value={text} onChange={emit} height={MARKDOWN_HEIGHT} readOnly={disabled} />;
    case 'code': {
      const language = field.language && isCodeLanguage(field.language) ? field.language : undefined;
      return <CodeEditor value={text} onChange={emit} language={language} height={CODE_HEIGHT} readOnly={disabled} />;
    }
    case 'user':
      return <UserPickerInput id={id} value={text} onChange={emit} multiple={field.multi} disabled={disabled} />;
    case 'depart':
      return <DepartPickerInput id={id} value={text} onChange={emit} multiple={field.multi} disabled={disabled} />;
    case 'dictSearch':
      return <DictSearchSelect id={id} dict={sourceKey(field)} value={text} onChange={emit} disabled={disabled} />;
    case 'categoryTree':
      return (
        <CategoryTreeSelect
          id={id}
          pcode={field.pcode}
          multiple={field.multi}
          value={text}
          onChange={emit}
          disabled={disabled}
        />
      );
    case 'tags':
      return <TagsInput value={text} onChange={emit} disabled={disabled} />;
  }
}

/** '广东省/深圳市/南山区' once the area data has loaded (the code until then). */
function AreaName({ code }: { code: string }) {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    void loadAreaData().then((data) => live && setName(areaText(data, code)));
    return () => {
      live = false;
    };
  }, [code]);
  return <>{name || code}</>;
}

const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text);

/** How a widget kind's value reads in a list or the detail modal (names for picked rows, not their keys). */
export function widgetDisplay(name: string, field: WidgetField, row: Row): ReactNode {
  const value = row[name];
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  switch (field.kind) {
    case 'area':
      return <AreaName code={text} />;
    case 'cron':
      return <Typography.Text code>{text}</Typography.Text>;
    case 'code':
      return (
        <Typography.Text code title={text}>
          {preview(text)}
        </Typography.Text>
      );
    case 'markdown':
      return <span title={text}>{preview(text)}</span>;
    case 'tags':
      return (
        <Space size={4} wrap>
          {splitIntoTags(text).map((tag, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tags repeat; their position is their identity
            <Tag key={i}>{tag}</Tag>
          ))}
        </Space>
      );
    default: {
      const names = row[`${name}_dictText`];
      return names != null && names !== '' ? String(names) : text;
    }
  }
}
