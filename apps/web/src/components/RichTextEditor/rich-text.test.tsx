import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../stores/expiring-storage';
import { ACCESS_TOKEN } from '../../stores/storage-keys';
import { htmlValue, safeLinkHref } from './html-value';
import TiptapEditor from './TiptapEditor';

describe('rich text values', () => {
  it('stores an empty editor as empty', () => {
    expect(htmlValue('<p></p>')).toBe('');
    expect(htmlValue('<p><br></p><p></p>')).toBe('');
    expect(htmlValue('<p>文</p>')).toBe('<p>文</p>');
    // The empty paragraph the editor keeps after a last table or video is not stored.
    expect(htmlValue('<table><tbody><tr><td><p>格</p></td></tr></tbody></table><p></p>')).toBe(
      '<table><tbody><tr><td><p>格</p></td></tr></tbody></table>',
    );
  });

  it('accepts http(s), mailto and site paths as links, never script URLs', () => {
    expect(safeLinkHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(safeLinkHref('/products/1')).toBe('/products/1');
    expect(safeLinkHref('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('//evil.example')).toBeNull();
    expect(safeLinkHref('data:text/html,x')).toBeNull();
  });
});

// ProseMirror scrolls the selection into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects ??= noRects;

describe('TiptapEditor', () => {
  it('shows the value and emits HTML when the toolbar edits it', async () => {
    const onChange = vi.fn();
    const { container } = render(<TiptapEditor value="<p>产品介绍</p>" onChange={onChange} />);
    expect(await screen.findByText('产品介绍')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('分割线'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain('<hr>');
    expect(container.querySelector('[contenteditable="true"]')).toBeTruthy();
  });

  it('shows stored images at their plain address (the file cookie reads them) and drops old tokens on save', async () => {
    writeStored(ACCESS_TOKEN, 'tk');
    const src = '/system-api/sys/common/static/cms/20261125/a.png';
    const onChange = vi.fn();
    const { container } = render(<TiptapEditor value={`<p>图</p><img src="${src}?token=old">`} onChange={onChange} />);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe(`${src}?token=old`));
    fireEvent.click(screen.getByLabelText('分割线'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain(`src="${src}"`);
    expect(onChange.mock.lastCall?.[0]).not.toContain('token');
    localStorage.clear();
  });

  it('follows a read-only switch after it was created (a form field disabled later)', async () => {
    const { container, rerender } = render(<TiptapEditor value="<p>可改</p>" />);
    expect(await screen.findByText('可改')).toBeTruthy();
    rerender(<TiptapEditor value="<p>可改</p>" readOnly />);
    await waitFor(() => expect(container.querySelector('[contenteditable="false"]')).toBeTruthy());
    expect(screen.queryByLabelText('粗体')).toBeNull();
  });

  it('is read-only without a toolbar when asked', async () => {
    const { container } = render(<TiptapEditor readOnly value="<p>只读</p>" />);
    expect(await screen.findByText('只读')).toBeTruthy();
    expect(screen.queryByLabelText('粗体')).toBeNull();
    expect(container.querySelector('[contenteditable="false"]')).toBeTruthy();
  });

  it('takes a value again after a Suspense boundary hid it long enough for the editor to be destroyed', async () => {
    let release: () => void = () => undefined;
    const Later = lazy(
      () =>
        new Promise<{ default: () => null }>((resolve) => {
          release = () => resolve({ default: () => null });
        }),
    );
    const page = (value: string, later = false) => (
      <Suspense fallback={<span>加载中</span>}>
        <TiptapEditor value={value} />
        {later && <Later />}
      </Suspense>
    );
    const { rerender } = render(page('<p>第一版</p>'));
    expect(await screen.findByText('第一版')).toBeTruthy();
    rerender(page('<p>第二版</p>', true));
    // Hidden: the editor's effects are cleaned up, and tiptap destroys an editor left unmounted.
    await new Promise((r) => setTimeout(r, 100));
    await act(async () => release());
    expect(await screen.findByText('第二版')).toBeTruthy();
  });

  it('leaves alone an editor tiptap has destroyed when a new value arrives (it is replaced by a new one)', async () => {
    const { container, rerender } = render(<TiptapEditor value="<p>第一版</p>" />);
    expect(await screen.findByText('第一版')).toBeTruthy();
    const dom = container.querySelector('.ProseMirror') as HTMLElement & { editor: { destroy(): void } };
    dom.editor.destroy();
    expect(() => rerender(<TiptapEditor value="<p>第二版</p>" />)).not.toThrow();
  });
});
