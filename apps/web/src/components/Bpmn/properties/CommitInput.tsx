import { Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';

interface Props {
  id?: string;
  /** The element's current value. */
  value: string;
  /** Called on blur or Enter with the edited text, when it changed. */
  onCommit(text: string): void;
  /** Checks the text as it is typed (the message is shown by the caller's form item). */
  onDraft?(text: string): void;
  placeholder?: string;
  multiline?: boolean;
  status?: 'error' | 'warning';
  suffix?: ReactNode;
}

/**
 * A text field of the panel: typing edits a draft, leaving the field (or Enter) writes it to the diagram as one
 * undoable step; a change made elsewhere (undo, the canvas's own label editing) shows when the field is not in use.
 */
export default function CommitInput({ id, value, onCommit, onDraft, placeholder, multiline, status, suffix }: Props) {
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);
  const change = (text: string) => {
    setDraft(text);
    onDraft?.(text);
  };
  const commit = () => {
    setEditing(false);
    if (draft !== value) onCommit(draft);
  };
  const common = {
    id,
    value: draft,
    placeholder,
    status,
    onFocus: () => setEditing(true),
    onBlur: commit,
  };
  return multiline ? (
    <Input.TextArea
      {...common}
      autoSize={{ minRows: 2, maxRows: 6 }}
      onChange={(e) => change(e.target.value)}
      onPressEnter={(e) => {
        if (!e.shiftKey) {
          e.preventDefault();
          commit();
        }
      }}
    />
  ) : (
    <Input {...common} suffix={suffix} onChange={(e) => change(e.target.value)} onPressEnter={commit} />
  );
}
