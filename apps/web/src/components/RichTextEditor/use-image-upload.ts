import type { EditorView } from '@tiptap/pm/view';
import type { Editor } from '@tiptap/react';
import { type RefObject, useState } from 'react';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { fileAccessUrl } from '../../utils/file-url';
import { uploadAny } from '../Upload/upload-client';
import { cursorAfterInsertedNode } from './cursor';
import { cleanPastedHtml, dataImagesIn, dataUrlFile, hasText, splitImageFiles } from './paste-policy';

function tell({ dropped, linked }: { dropped: number; linked: number }) {
  if (dropped) feedback.message.warning(t('rte.imagesDropped', { n: dropped }));
  if (linked) feedback.message.info(t('rte.imagesLinked', { n: linked }));
}

/**
 * Images into the editor through the real upload route (`POST /sys/common/upload`, chunked from 8 MB like every
 * uploader), stored like any other upload of the folder `biz`: from the toolbar's file choice, dropped files, pasted
 * files, and `data:` images inside pasted HTML. Pasted HTML keeps only what `cleanPastedHtml` allows of images;
 * the schema keeps the rest, the server's allow-list has the last word.
 */
export function useImageUpload(editorRef: RefObject<Editor | null>, biz: string) {
  const [pending, setPending] = useState(0);

  /** The stored file's address, or null (the failure is told). */
  const upload = async (file: File): Promise<string | null> => {
    setPending((n) => n + 1);
    try {
      return fileAccessUrl(await uploadAny(file, biz));
    } catch (e) {
      const reason = e instanceof Error && e.message ? e.message : '';
      feedback.message.error(t(reason ? 'rte.uploadFailedWhy' : 'rte.uploadFailed', { name: file.name, reason }));
      return null;
    } finally {
      setPending((n) => n - 1);
    }
  };

  /** Uploads the images and inserts them, at `at` (a document position) or at the cursor. */
  const insertFiles = async (files: readonly File[], at?: number) => {
    const { images, others } = splitImageFiles(files);
    if (others.length) feedback.message.warning(t('rte.imageKinds'));
    const nodes = [];
    for (const file of images) {
      const src = await upload(file);
      if (src) nodes.push({ type: 'image', attrs: { src, alt: file.name } });
    }
    const e = editorRef.current;
    if (!nodes.length || !e || e.isDestroyed) return;
    const chain = e.chain().focus();
    (at === undefined
      ? chain.insertContent(nodes)
      : chain.insertContentAt(Math.min(at, e.state.doc.content.size), nodes)
    ).run();
    cursorAfterInsertedNode(e);
  };

  /** Pasted HTML whose images are `data:` addresses: uploaded first, then inserted with their stored addresses. */
  const pasteWithDataImages = async (html: string) => {
    const uploaded = new Map<string, string>();
    for (const [i, src] of dataImagesIn(html).entries()) {
      const file = dataUrlFile(src, i);
      const stored = file && (await upload(file));
      if (stored) uploaded.set(src, stored);
    }
    const cleaned = cleanPastedHtml(html, uploaded);
    tell(cleaned);
    const e = editorRef.current;
    if (e && !e.isDestroyed) e.chain().focus().insertContent(cleaned.html).run();
  };

  const editorProps = {
    /** Runs before the schema reads pasted HTML (Word, web pages). */
    transformPastedHTML: (html: string) => {
      const cleaned = cleanPastedHtml(html);
      tell(cleaned);
      return cleaned.html;
    },
    handlePaste: (_view: EditorView, event: ClipboardEvent) => {
      const data = event.clipboardData;
      if (!data) return false;
      const html = data.getData('text/html');
      const { images } = splitImageFiles(data.files);
      // A copied picture comes as a file (and often as HTML naming it): the file is uploaded. Word sends a
      // picture of the copied text too: with text in the HTML, the HTML is what is pasted.
      if (images.length && !hasText(html)) {
        void insertFiles(images);
        return true;
      }
      if (dataImagesIn(html).length) {
        void pasteWithDataImages(html);
        return true;
      }
      return false;
    },
    handleDOMEvents: {
      drop: (view: EditorView, event: DragEvent) => {
        const files = event.dataTransfer?.files;
        if (!files?.length) return false;
        event.preventDefault();
        let at: number | undefined;
        try {
          at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        } catch {
          at = undefined; // no layout to read a position from: the cursor's
        }
        void insertFiles(Array.from(files), at);
        return true;
      },
    },
  };

  return { uploading: pending > 0, insertFiles, editorProps };
}
