import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { MdEditorProps } from './MdEditor';
import { MARKDOWN_EDITOR_SIZE } from './sizes';

const MdEditor = lazy(() => import('./MdEditor'));

/** Markdown editor (zh-CN toolbar, 300 px by default, never below 200 px); loads with its first use. */
export default function MarkdownEditor(props: MdEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ minHeight: MARKDOWN_EDITOR_SIZE.height }} />}>
      <MdEditor {...props} />
    </Suspense>
  );
}
