import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { cmsSite } from '@yunzhan/common/entities/cms/site';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../locales/i18n';
import { withoutSessionTokens } from '../../utils/file-url';
import { usePermission } from '../Authorized/use-permission';
import { cursorAfterInsertedNode } from './cursor';
import { editorExtensions } from './extensions';
import { htmlValue } from './html-value';
import LinkDialog, { type LinkAnswer } from './LinkDialog';
import styles from './RichTextEditor.module.css';
import Toolbar from './Toolbar';
import { useImageUpload } from './use-image-upload';
import VideoPicker, { type PickedVideo } from './VideoPicker';

/**
 * Who sees the HTML source: site administrators (站点信息 may be edited by them only; content editors do not hold
 * it). It is a convenience, not a right: the server sanitises whatever is saved.
 */
export const SOURCE_VIEW_PERMISSION = cmsSite.perm('edit');

export interface TiptapEditorProps {
  value?: string;
  onChange?(html: string): void;
  /** Upload folder of inserted images (POST /sys/common/upload). */
  biz?: string;
  readOnly?: boolean;
  placeholder?: string;
  height?: number;
  /** The editing area's accessible name (a form field's label). */
  ariaLabel?: string;
}

const saved = (html: string) => htmlValue(withoutSessionTokens(html));

type Dialog = { kind: 'link'; current?: { href: string; newWindow: boolean } } | { kind: 'video' } | null;

/**
 * Rich text for content bodies: headings, marks, alignment, lists, tables, links, images (upload, drop, paste),
 * videos of 视频管理, full screen and — for administrators — the HTML source. The value is an HTML string; the editor
 * only emits its own schema and the server sanitises what is saved.
 */
export default function TiptapEditor({
  value,
  onChange,
  biz = 'cms',
  readOnly,
  placeholder = t('rte.placeholder'),
  height = 320,
  ariaLabel,
}: TiptapEditorProps) {
  const editorRef = useRef<Editor | null>(null);
  const images = useImageUpload(editorRef, biz);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [source, setSource] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const mayViewSource = usePermission().has(SOURCE_VIEW_PERMISSION);
  const editor = useEditor({
    extensions: editorExtensions(placeholder),
    content: value ?? '',
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      ...images.editorProps,
      attributes: { role: 'textbox', 'aria-multiline': 'true', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange?.(saved(e.getHTML())),
  });
  editorRef.current = editor;

  // A value set from outside (a form reset, a loaded record) replaces the content; our own echo does not. An
  // editor tiptap has destroyed (unmounted for a while, then shown again) has no schema left: its successor takes
  // the value when it comes.
  useEffect(() => {
    if (!editor || editor.isDestroyed || saved(editor.getHTML()) === (value ?? '')) return;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === !!readOnly) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!fullscreen) return;
    // Escape leaves full screen only: caught before the form's dialog hears it (it would close, edits and all).
    const leave = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setFullscreen(false);
    };
    window.addEventListener('keydown', leave, true);
    return () => window.removeEventListener('keydown', leave, true);
  }, [fullscreen]);

  const openLink = () => {
    const href = editor.getAttributes('link').href as string | undefined;
    const target = editor.getAttributes('link').target as string | undefined;
    setDialog({ kind: 'link', current: href ? { href, newWindow: target === '_blank' } : undefined });
  };
  const onLink = (answer: LinkAnswer | null | undefined) => {
    setDialog(null);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (answer === null) chain.unsetLink().run();
    else if (answer) chain.setLink({ href: answer.href, target: answer.newWindow ? '_blank' : null }).run();
  };
  const onVideo = (video: PickedVideo | null) => {
    setDialog(null);
    if (!video) return;
    editor.chain().focus().setVideo(video).run();
    cursorAfterInsertedNode(editor);
  };

  // The source shown is edited as text; leaving it, the editor reads it (its schema keeps what it knows).
  const toggleSource = () => {
    if (source === null) return setSource(saved(editor.getHTML()));
    editor.commands.setContent(source, { emitUpdate: false });
    setSource(null);
    onChange?.(saved(editor.getHTML()));
  };
  const onSource = (html: string) => {
    setSource(html);
    onChange?.(html);
  };

  return (
    <div className={`${styles.frame} ${fullscreen ? styles.fullscreen : ''}`}>
      {!readOnly && (
        <Toolbar
          editor={editor}
          uploading={images.uploading}
          onLink={openLink}
          onImage={() => fileInput.current?.click()}
          onVideo={() => setDialog({ kind: 'video' })}
          source={mayViewSource ? { active: source !== null, toggle: toggleSource } : undefined}
          fullscreen={{ active: fullscreen, toggle: () => setFullscreen(!fullscreen) }}
        />
      )}
      {images.uploading && <div className={styles.status}>{t('rte.uploadingImages')}</div>}
      <EditorContent
        editor={editor}
        className={styles.content}
        style={{ minHeight: height, display: source === null ? undefined : 'none' }}
      />
      {source !== null && (
        <Input.TextArea
          aria-label={t('rte.sourceLabel')}
          variant="borderless"
          className={styles.source}
          style={{ minHeight: height }}
          value={source}
          onChange={(e) => onSource(e.target.value)}
        />
      )}
      {/* antd's form styles show file inputs (`display: block`) over the `hidden` attribute: hidden by style. */}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        style={{ display: 'none' }}
        aria-label={t('rte.insertImage')}
        onChange={(e) => {
          void images.insertFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {dialog?.kind === 'link' && <LinkDialog current={dialog.current} onDone={onLink} />}
      {dialog?.kind === 'video' && <VideoPicker onDone={onVideo} />}
    </div>
  );
}
