import { Tag } from 'antd';
import { type MessageKey, t } from '../../../locales/i18n';

interface Code {
  key: MessageKey;
  color: string;
}

/** The codes of a workflow value: its catalogue text (when the server sends no `_dictText`) and its colour. */
type Codes = Readonly<Record<string, Code>>;

const code = (key: MessageKey, color = 'default'): Code => ({ key, color });

export const BUSINESS_STATUS: Codes = {
  0: code('approval.status.draft'),
  1: code('approval.status.processing', 'processing'),
  2: code('approval.status.ended', 'success'),
  3: code('approval.status.withdrawn', 'warning'),
};

export const BUSINESS_RESULT: Codes = {
  0: code('approval.result.toSubmit'),
  1: code('approval.result.processing', 'processing'),
  2: code('approval.result.approved', 'success'),
  3: code('approval.result.rejected', 'error'),
  4: code('approval.result.withdrawn', 'warning'),
};

export const INSTANCE_STATUS: Codes = {
  running: code('approval.instance.running', 'processing'),
  suspended: code('approval.instance.suspended', 'warning'),
  completed: code('approval.instance.completed', 'success'),
  rejected: code('approval.instance.rejected', 'error'),
  cancelled: code('approval.instance.cancelled'),
};

/** The `suspended` filter of running instances. */
export const SUSPENDED: Codes = {
  false: code('approval.instance.running', 'processing'),
  true: code('approval.instance.suspended', 'warning'),
};

export const PRIORITY: Codes = {
  0: code('approval.priority.normal', 'blue'),
  1: code('approval.priority.important', 'orange'),
  2: code('approval.priority.urgent', 'red'),
};

/** What a step did (history and 我的已办): the task actions and the engine's own steps. */
export const STEP_ACTION: Codes = {
  start: code('approval.step.start', 'blue'),
  submit: code('approval.step.submit', 'blue'),
  pass: code('approval.step.pass', 'success'),
  back: code('approval.step.back', 'error'),
  backToTask: code('approval.step.backToTask', 'warning'),
  delegate: code('approval.step.delegate', 'purple'),
  transfer: code('approval.step.transfer', 'purple'),
  addSign: code('approval.step.addSign', 'cyan'),
  comment: code('approval.step.comment'),
  cancel: code('approval.step.cancel'),
  cancelApply: code('approval.step.cancel'),
  timeout: code('approval.step.timeout', 'magenta'),
  end: code('approval.step.end', 'success'),
};

/** The options of a filter on these codes, in the interface language. */
export const codeOptions = (codes: Codes, only?: readonly string[]) =>
  Object.entries(codes)
    .filter(([value]) => !only || only.includes(value))
    .map(([value, c]) => ({ value, label: t(c.key) }));

interface Props {
  codes: Codes;
  value: string | number | null | undefined;
  /** The server's text of the value (`<field>_dictText`), in the caller's language. */
  text?: string | null;
}

/** A workflow value as a coloured tag: the server's text when it sends one, else the catalogue's. */
export function CodeTag({ codes, value, text }: Props) {
  if (value === null || value === undefined || value === '') return null;
  const known = codes[String(value)];
  const label = text || (known ? t(known.key) : String(value));
  return (
    <Tag color={known?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
