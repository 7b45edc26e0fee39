import { inSentence } from '@yunzhan/common/validation/index';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useDictCode } from '../../../components/DictSelect/dict-options';
import { type MessageKey, t } from '../../../locales/screens/workflow';
import type { WorkflowDict } from './tags';

/** A filter of a workflow list: a form item and the request parameters it becomes. */
export type FilterDef =
  | { kind: 'text'; name: string; label: MessageKey; placeholder?: MessageKey }
  | { kind: 'select'; name: string; label: MessageKey; options(): { value: string; label: string }[] }
  /** A choice among a workflow dictionary's values (`only` some of them). */
  | { kind: 'dict'; name: string; label: MessageKey; dict: WorkflowDict; only?: readonly string[] }
  | { kind: 'check'; name: string; label: MessageKey }
  /** A date range sent as two parameters, `YYYY-MM-DD`, or the whole days as `YYYY-MM-DD HH:mm:ss`. */
  | { kind: 'dateRange'; name: string; label: MessageKey; begin: string; end: string; withTime?: boolean };

export type FilterValues = Record<string, unknown>;

/** The filters shared by the lists: 标题/流程名称 (`name`), 流程标识 (`processKey`). */
export const NAME_FILTER: FilterDef = {
  kind: 'text',
  name: 'name',
  label: 'approval.filter.name',
  placeholder: 'approval.filter.namePlaceholder',
};
export const PROCESS_KEY_FILTER: FilterDef = { kind: 'text', name: 'processKey', label: 'approval.processKey' };

/** 开始时间 of the instance lists: `startDate`, `endDate`. */
export const STARTED_FILTER: FilterDef = {
  kind: 'dateRange',
  name: 'started',
  label: 'approval.startTime',
  begin: 'startDate',
  end: 'endDate',
};

/** Running or suspended, of the running instances (`suspended`: true / false). */
export const SUSPENDED_FILTER: FilterDef = {
  kind: 'select',
  name: 'suspended',
  label: 'approval.suspendedFilter',
  options: () => [
    { value: 'false', label: t('approval.instance.running') },
    { value: 'true', label: t('approval.instance.suspended') },
  ],
};

/** A time column filtered by whole days, JeecgBoot's way: `<column>_begin`, `<column>_end`. */
export const timeRangeFilter = (column: string, label: MessageKey): FilterDef => ({
  kind: 'dateRange',
  name: column,
  label,
  begin: `${column}_begin`,
  end: `${column}_end`,
  withTime: true,
});

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The request parameters of the filled-in filters (empty ones left out). */
export function filterParams(filters: readonly FilterDef[], values: FilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if (filter.kind === 'dateRange') {
      const [from, to] = (value as [Dayjs, Dayjs] | null | undefined) ?? [];
      if (!from || !to) continue;
      params[filter.begin] = filter.withTime ? from.startOf('day').format(DATE_TIME) : from.format(DATE);
      params[filter.end] = filter.withTime ? to.endOf('day').format(DATE_TIME) : to.format(DATE);
    } else if (filter.kind === 'check') {
      if (value === true) params[filter.name] = 'true';
    } else if (value !== undefined && value !== null && String(value).trim() !== '') {
      params[filter.name] = String(value).trim();
    }
  }
  return params;
}

const SELECT_WIDTH = 140;

function DictFilter({ dict, only }: { dict: WorkflowDict; only?: readonly string[] }) {
  const { options, loading } = useDictCode(dict.code);
  return (
    <Select
      allowClear
      loading={loading}
      style={{ width: SELECT_WIDTH }}
      placeholder={t('common.select')}
      options={only ? options.filter((option) => only.includes(option.value)) : options}
    />
  );
}

function FilterInput({ filter }: { filter: FilterDef }) {
  switch (filter.kind) {
    case 'text':
      return (
        <Input
          allowClear
          maxLength={100}
          style={{ width: 200 }}
          placeholder={t(filter.placeholder ?? 'common.inputLabel', { label: inSentence(t(filter.label)) })}
        />
      );
    case 'select':
      return (
        <Select
          allowClear
          style={{ width: SELECT_WIDTH }}
          placeholder={t('common.select')}
          options={filter.options()}
        />
      );
    case 'dict':
      return <DictFilter dict={filter.dict} only={filter.only} />;
    case 'check':
      return <Checkbox>{t(filter.label)}</Checkbox>;
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: 260 }} />;
  }
}

/** The form items of a list's filters, in a line that wraps. */
export function FilterItems({ filters }: { filters: readonly FilterDef[] }) {
  return filters.map((filter) => (
    <Form.Item
      key={filter.name}
      name={filter.name}
      label={filter.kind === 'check' ? undefined : t(filter.label)}
      valuePropName={filter.kind === 'check' ? 'checked' : 'value'}
    >
      <FilterInput filter={filter} />
    </Form.Item>
  ));
}
