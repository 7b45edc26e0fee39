import { indentUnit } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import { CODE_EDITOR_DEFAULTS, CODE_LANGUAGES, type CodeLanguage } from './languages';

export interface CodeMirrorEditorProps {
  value?: string;
  onChange?(value: string): void;
  language?: CodeLanguage;
  height?: number;
  readOnly?: boolean;
  placeholder?: string;
}

export default function CodeMirrorEditor({
  value,
  onChange,
  language = CODE_EDITOR_DEFAULTS.language,
  height = CODE_EDITOR_DEFAULTS.height,
  readOnly,
  placeholder,
}: CodeMirrorEditorProps) {
  const [mode, setMode] = useState<Extension | null>(null);
  useEffect(() => {
    let live = true;
    void CODE_LANGUAGES[language].load().then((ext) => live && setMode(ext));
    return () => {
      live = false;
    };
  }, [language]);
  const { tabSize } = CODE_EDITOR_DEFAULTS;
  const extensions = useMemo(
    () => [EditorState.tabSize.of(tabSize), indentUnit.of(' '.repeat(tabSize)), ...(mode ? [mode] : [])],
    [mode],
  );
  return (
    <CodeMirror
      value={value ?? ''}
      height={`${height}px`}
      editable={!readOnly}
      readOnly={readOnly}
      placeholder={placeholder}
      basicSetup={{ tabSize }}
      extensions={extensions}
      onChange={(next) => onChange?.(next)}
      style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, overflow: 'hidden' }}
    />
  );
}
