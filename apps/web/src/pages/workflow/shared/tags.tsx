import { Tag } from 'antd';
import { useDictCode } from '../../../components/DictSelect/dict-options';

/** A dictionary of the workflow (seeded by the server, its texts in the caller's language) and its values' colours. */
export interface WorkflowDict {
  code: string;
  colors: Readonly<Record<string, string>>;
}

export const APPLY_STATUS: WorkflowDict = {
  code: 'bpm_apply_status',
  colors: { 0: 'default', 1: 'processing', 2: 'success', 3: 'warning' },
};

export const RESULT: WorkflowDict = {
  code: 'bpm_result',
  colors: { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' },
};

export const INSTANCE_STATUS: WorkflowDict = {
  code: 'bpm_instance_status',
  colors: { running: 'processing', suspended: 'warning', completed: 'success', cancelled: 'default' },
};

export const PRIORITY: WorkflowDict = { code: 'bpm_priority', colors: { 0: 'blue', 1: 'orange', 2: 'red' } };

/** What a step did: green as the diagram's done nodes, returns red or orange, hand-overs purple, open steps orange. */
export const ACTION: WorkflowDict = {
  code: 'bpm_action',
  colors: {
    start: 'blue',
    resubmit: 'blue',
    approve: 'success',
    auto: 'success',
    end: 'success',
    reject: 'error',
    return: 'warning',
    timeout: 'magenta',
    escalate: 'magenta',
    delegate: 'purple',
    resolve: 'purple',
    transfer: 'purple',
    addSign: 'cyan',
    pending: 'orange',
  },
};

interface Props {
  dict: WorkflowDict;
  value: string | number | null | undefined;
  /** The server's text of the value (`<field>_dictText`), in the caller's language. */
  text?: string | null;
}

/** A workflow value as a coloured tag: the server's text of it, or the dictionary's when the row has none. */
export function CodeTag({ dict, value, text }: Props) {
  const { options } = useDictCode(text ? undefined : dict.code);
  if (value === null || value === undefined || value === '') return null;
  const label = text || options.find((option) => option.value === String(value))?.label || String(value);
  return (
    <Tag color={dict.colors[String(value)] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
