import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { TiptapEditorProps } from './TiptapEditor';

export { default as RichTextView } from './RichTextView';

const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** The rich-text editor of content bodies; it loads with its first use. */
export default function RichTextEditor(props: TiptapEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
