import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { fileAccessUrl, withoutSessionTokens } from '../../utils/file-url';
import { usePrompt } from '../PromptModal';
import { uploadAny } from '../Upload/upload-client';
import { htmlValue, safeLinkHref } from './html-value';
import styles from './RichTextEditor.module.css';
import Toolbar from './Toolbar';

export interface TiptapEditorProps {
  value?: string;
  onChange?(html: string): void;
  /** Upload folder of inserted images (POST /sys/common/upload). */
  biz?: string;
  readOnly?: boolean;
  placeholder?: string;
  height?: number;
}

const saved = (html: string) => htmlValue(withoutSessionTokens(html));

/** Rich text for content bodies. The server sanitises what is saved; the editor only emits its own schema. */
export default function TiptapEditor({
  value,
  onChange,
  biz = 'cms',
  readOnly,
  placeholder = t('rte.placeholder'),
  height = 320,
}: TiptapEditorProps) {
  const [prompt, promptHolder] = usePrompt();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
      Placeholder.configure({ placeholder }),
    ],
    content: value ?? '',
    editable: !readOnly,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(saved(e.getHTML())),
  });

  // A value set from outside (a form reset, a loaded record) replaces the content; our own echo does not. An
  // editor tiptap has destroyed (unmounted for a while, then shown again) has no schema left: its successor takes
  // the value when it comes.
  useEffect(() => {
    if (!editor || editor.isDestroyed || saved(editor.getHTML()) === (value ?? '')) return;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const onLink = async () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const answer = await prompt({
      title: t('rte.insertLink'),
      label: t('rte.linkUrl'),
      defaultValue: current,
      placeholder: 'https://',
    });
    if (answer === null) return;
    if (!answer.trim()) return void editor.chain().focus().unsetLink().run();
    const href = safeLinkHref(answer);
    if (!href) return void feedback.message.warning(t('rte.badLink'));
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const onImageFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void feedback.message.warning(t('upload.imageOnly'));
    setUploading(true);
    try {
      // Whole for small images, in resumable chunks from 8 MB (like every other uploader).
      const key = await uploadAny(file, biz);
      editor
        .chain()
        .focus()
        .setImage({ src: fileAccessUrl(key), alt: file.name })
        .run();
    } catch {
      feedback.message.error(t('upload.failed', { name: file.name }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.frame}>
      {!readOnly && (
        <Toolbar editor={editor} uploading={uploading} onLink={onLink} onImage={() => fileInput.current?.click()} />
      )}
      <EditorContent editor={editor} className={styles.content} style={{ minHeight: height }} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('rte.insertImage')}
        onChange={(e) => {
          void onImageFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {promptHolder}
    </div>
  );
}
