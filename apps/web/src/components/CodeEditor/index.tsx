import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { CodeMirrorEditorProps } from './CodeMirrorEditor';
import { CODE_EDITOR_DEFAULTS } from './languages';

export { CODE_EDITOR_DEFAULTS, CODE_LANGUAGES, type CodeLanguage, isCodeLanguage } from './languages';

const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/** CodeMirror 6 (tab size 2, default height 240 px); the editor and its language load with the first use. */
export default function CodeEditor(props: CodeMirrorEditorProps) {
  const height = props.height ?? CODE_EDITOR_DEFAULTS.height;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
