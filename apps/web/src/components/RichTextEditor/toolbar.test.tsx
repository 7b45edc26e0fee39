import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { grant, renderEditor, SLOW } from './editor-test-kit';
import TiptapEditor from './TiptapEditor';

const cells = (html: string) => {
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  return table ? [...table.querySelectorAll('tr')].map((tr) => tr.children.length) : [];
};

const menuItem = async (name: string) => {
  fireEvent.click(screen.getByLabelText('表格'));
  const item = await screen.findByRole('menuitem', { name }, SLOW);
  fireEvent.click(item);
};

describe('the rich-text toolbar', { timeout: 40_000 }, () => {
  it('sets marks, alignment and a quote, and clear formatting takes them all off', async () => {
    const { editor, html } = await renderEditor();
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByLabelText('粗体'));
    fireEvent.click(screen.getByLabelText('居中'));
    fireEvent.click(screen.getByLabelText('引用'));
    await waitFor(() =>
      expect(html()).toBe('<blockquote><p style="text-align: center;"><strong>产品介绍</strong></p></blockquote>'),
    );
    act(() => void editor.commands.setTextSelection(4));
    await waitFor(() => expect(screen.getByLabelText('居中').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByLabelText('粗体').getAttribute('aria-pressed')).toBe('true');
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByLabelText('清除格式'));
    await waitFor(() => expect(html()).toBe('<p>产品介绍</p>'));
  });

  it('turns a paragraph into a heading from the paragraph format', async () => {
    const { container, html } = await renderEditor();
    fireEvent.mouseDown(container.querySelector('.ant-select') as HTMLElement);
    fireEvent.click(await screen.findByTitle('标题2', undefined, SLOW));
    await waitFor(() => expect(html()).toBe('<h2>产品介绍</h2>'));
  });

  it('inserts a table with a header row, adds a row and removes a column', async () => {
    const { html } = await renderEditor({ value: '' });
    await menuItem('插入表格');
    await waitFor(() => expect(cells(html())).toEqual([3, 3, 3]));
    expect(html()).toContain('<th');
    await menuItem('下方插入行');
    await waitFor(() => expect(cells(html())).toEqual([3, 3, 3, 3]));
    await menuItem('删除列');
    await waitFor(() => expect(cells(html())).toEqual([2, 2, 2, 2]));
    await menuItem('删除表格');
    await waitFor(() => expect(html()).not.toContain('<table'));
  });

  it('links only to checked addresses, in a new window when asked', async () => {
    const { editor, html } = await renderEditor();
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByLabelText('链接'));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByText('插入链接')).toBeTruthy();
    const address = within(dialog).getByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(/链接须以/, undefined, SLOW)).toBeTruthy();
    expect(html()).not.toContain('<a');
    fireEvent.change(address, { target: { value: ' https://example.com/a ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(html()).toBe('<p><a target="_blank" href="https://example.com/a">产品介绍</a></p>'));
    // Editing it again: a site path, same window.
    fireEvent.click(screen.getByLabelText('链接'));
    const again = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(again).getByText('编辑链接')).toBeTruthy();
    fireEvent.change(within(again).getByLabelText('链接地址'), { target: { value: '/products/1' } });
    fireEvent.click(within(again).getByLabelText('在新窗口打开'));
    fireEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(html()).toBe('<p><a href="/products/1">产品介绍</a></p>'));
  });

  it('shows the HTML source only to administrators; what is typed there comes back through the schema', async () => {
    grant('cms:product:edit');
    const plain = await renderEditor();
    expect(screen.queryByLabelText('源代码')).toBeNull();
    plain.unmount();

    grant('cms:siteInfo:edit');
    const { html, onChange, container } = await renderEditor();
    fireEvent.click(screen.getByLabelText('源代码'));
    const source = screen.getByLabelText('HTML源代码') as HTMLTextAreaElement;
    expect(source.value).toBe('<p>产品介绍</p>');
    expect(screen.getByLabelText('粗体').hasAttribute('disabled')).toBe(true);
    fireEvent.change(source, { target: { value: '<h2>新品</h2><script>alert(1)</script><p onclick="x()">文</p>' } });
    expect(onChange).toHaveBeenLastCalledWith('<h2>新品</h2><script>alert(1)</script><p onclick="x()">文</p>');
    fireEvent.click(screen.getByLabelText('源代码'));
    await waitFor(() => expect(html()).toBe('<h2>新品</h2><p>文</p>'));
    expect(container.querySelector('.ProseMirror h2')?.textContent).toBe('新品');
    expect(screen.queryByLabelText('HTML源代码')).toBeNull();
  });

  it('leaves full screen on Escape without closing the dialog the form is in', async () => {
    const onCancel = vi.fn();
    render(
      <Modal open onCancel={onCancel} title="编辑产品">
        <TiptapEditor value="<p>产品介绍</p>" />
      </Modal>,
    );
    fireEvent.click(await screen.findByLabelText('全屏', undefined, SLOW));
    const dom = document.querySelector('.ProseMirror') as HTMLElement;
    fireEvent.keyDown(dom, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(await screen.findByLabelText('全屏')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.keyDown(dom, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });

  it('goes full screen and back with the button or Escape', async () => {
    const { container } = await renderEditor();
    const frame = container.firstElementChild as HTMLElement;
    const plain = frame.className;
    fireEvent.click(screen.getByLabelText('全屏'));
    expect(frame.className).not.toBe(plain);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(frame.className).toBe(plain));
    fireEvent.click(screen.getByLabelText('全屏'));
    fireEvent.click(screen.getByLabelText('退出全屏'));
    expect(frame.className).toBe(plain);
  });
});
