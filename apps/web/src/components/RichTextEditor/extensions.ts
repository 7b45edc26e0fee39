import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { Video } from './video-node';

/**
 * The editor's schema: what it keeps of anything typed, pasted (Word, web pages) or loaded. It matches the
 * server's allow-list (`core/sanitize-html.ts`), which has the last word on what is saved.
 */
export function editorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      // A link opens in a new tab only when asked for (the link dialog); rel is the server's to set.
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
    }),
    Image,
    TableKit.configure({ table: { resizable: true } }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Video,
    Placeholder.configure({ placeholder }),
  ];
}
