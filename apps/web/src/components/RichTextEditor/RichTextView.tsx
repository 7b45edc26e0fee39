import { sanitizeHtml } from '../../utils/sanitize-html';
import styles from './RichTextEditor.module.css';

/**
 * Rich text read, not edited (detail views, list cells): its sanitised HTML, styled as the editor shows it (the
 * editor's styles address tiptap's `tiptap` class).
 */
export default function RichTextView({ html }: { html: string }) {
  return (
    <div className={`${styles.content} ${styles.view}`}>
      <div
        className="tiptap"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just here (and by the server on save)
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      />
    </div>
  );
}
