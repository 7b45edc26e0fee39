import { mergeAttributes, Node } from '@tiptap/react';
import { IMAGE_EXTENSIONS, ownFileUrl, VIDEO_EXTENSIONS } from './html-value';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a player of a stored video (an mp4 of 视频管理) with its cover as poster. */
      setVideo: (attributes: { src: string; poster?: string | null; title?: string }) => ReturnType;
    };
  }
}

/**
 * A video of 视频管理 in rich text: `<video controls preload="metadata" src poster>` of our own stored files, which
 * the delivery API rewrites to their public addresses (public while the page that shows them is published) and the
 * public file route plays by ranges. Only our own files parse: a pasted video from elsewhere is not kept (the
 * server's allow-list drops it too).
 */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      // Attribute parsers win over the rule's getAttrs: both read the normalised address.
      src: { default: null, parseHTML: (element) => ownFileUrl(element.getAttribute('src'), VIDEO_EXTENSIONS) },
      poster: {
        default: null,
        parseHTML: (element) => ownFileUrl(element.getAttribute('poster'), IMAGE_EXTENSIONS),
        renderHTML: (attributes) => (attributes.poster ? { poster: attributes.poster } : {}),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'video[src]',
        getAttrs: (element) => (ownFileUrl(element.getAttribute('src'), VIDEO_EXTENSIONS) ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ controls: '', preload: 'metadata' }, HTMLAttributes)];
  },

  addCommands() {
    return {
      setVideo:
        ({ src, poster }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src, poster: poster ?? null } }),
    };
  },
});
