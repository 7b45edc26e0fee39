import { render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { vi } from 'vitest';
import { useSession } from '../../stores/session';
import TiptapEditor, { type TiptapEditorProps } from './TiptapEditor';

// ProseMirror scrolls the selection into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects ??= noRects;

export const SLOW = { timeout: 15_000 };

/** The signed-in user's button permissions. */
export function grant(...codes: string[]) {
  useSession.setState({
    permissions: {
      menu: [],
      routes: [],
      auth: codes.map((action) => ({ action, type: '1' })),
      allAuth: [...codes, 'cms:siteInfo:edit'].map((action) => ({ action, type: '1', status: '1' })),
    },
  });
}

/** An editor on the page, with the HTML it last emitted and the tiptap instance behind it. */
export async function renderEditor(props: Partial<TiptapEditorProps> = {}) {
  const onChange = vi.fn();
  const view = render(<TiptapEditor value="<p>产品介绍</p>" onChange={onChange} {...props} />);
  await screen.findByLabelText('粗体', undefined, SLOW);
  const dom = view.container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
  return {
    ...view,
    onChange,
    dom,
    editor: dom.editor,
    html: () => String(onChange.mock.lastCall?.[0] ?? ''),
  };
}

/** A paste event as a browser sends it, with the clipboard's files and HTML. */
export function paste(target: HTMLElement, { files = [] as File[], html = '' } = {}) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data = {
    files,
    types: html ? ['text/html'] : ['Files'],
    getData: (t: string) => (t === 'text/html' ? html : ''),
  };
  Object.defineProperty(event, 'clipboardData', { value: data });
  target.dispatchEvent(event);
  return event;
}

/** A drop of files on the editor. */
export function drop(target: HTMLElement, files: File[]) {
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.assign(event, { clientX: 10, clientY: 10 });
  Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'], getData: () => '' } });
  target.dispatchEvent(event);
  return event;
}

export const KEY = 'cms/20261127/0123456789abcdef0123456789abcdef';
export const stored = (ext: string) => `/system-api/sys/common/static/${KEY}.${ext}`;
export const png = (name = 'a.png') =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
