import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listRows } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import { uploadAny } from '../Upload/upload-client';
import { drop, KEY, paste, png, renderEditor, SLOW, stored } from './editor-test-kit';

vi.mock('../Upload/upload-client', () => ({ uploadAny: vi.fn() }));
vi.mock('../../api/entity', async (original) => ({
  ...(await original<typeof import('../../api/entity')>()),
  listRows: vi.fn(),
}));
vi.mock('../../utils/feedback', () => ({
  feedback: { message: { warning: vi.fn(), error: vi.fn(), info: vi.fn(), success: vi.fn() } },
}));

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeEach(() => {
  vi.mocked(uploadAny).mockReset();
  vi.mocked(uploadAny).mockImplementation(async (file: File) => `${KEY}.${file.name.split('.').pop()}`);
  vi.mocked(feedback.message.warning).mockClear();
});

describe('images into the editor through the upload route', { timeout: 40_000 }, () => {
  it('uploads a pasted image file into the field’s folder and inserts it at its stored address', async () => {
    const { dom, html } = await renderEditor({ biz: 'cms' });
    const file = png('截图.png');
    const event = paste(dom, { files: [file] });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(html()).toContain(`<img src="${stored('png')}" alt="截图.png">`));
    expect(uploadAny).toHaveBeenCalledWith(file, 'cms');
  });

  it('leaves the cursor after an inserted image: a second paste adds an image, it does not replace the first', async () => {
    const { dom, html, editor } = await renderEditor();
    act(() => void editor.commands.focus('end'));
    paste(dom, { files: [png('一.png')] });
    await waitFor(() => expect(html()).toContain('alt="一.png"'));
    // A text cursor after the image, not the image selected (a keystroke would replace a selected node).
    const { selection } = editor.state;
    expect(selection.empty && selection.$from.parent.isTextblock).toBe(true);
    expect(selection.from).toBeGreaterThan(editor.state.doc.child(0).nodeSize + 1);
    paste(dom, { files: [png('二.png')] });
    await waitFor(() => expect(html()).toContain('alt="二.png"'));
    expect(html()).toContain('alt="一.png"');
  });

  it('uploads dropped images, and refuses other dropped files without uploading them', async () => {
    const { dom, html } = await renderEditor();
    drop(dom, [png('拖入.png')]);
    await waitFor(() => expect(html()).toContain(`alt="拖入.png"`));
    vi.mocked(uploadAny).mockClear();
    drop(dom, [new File(['%PDF'], '手册.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalled());
    expect(uploadAny).not.toHaveBeenCalled();
  });

  it('says so when an upload fails, and inserts nothing', async () => {
    vi.mocked(uploadAny).mockRejectedValueOnce(new Error('不支持的文件类型'));
    const { dom, onChange } = await renderEditor();
    paste(dom, { files: [png()] });
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledWith('a.png 上传失败：不支持的文件类型'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pastes web and Word HTML with its data images uploaded, foreign images as links, local pictures left out', async () => {
    const { dom, html } = await renderEditor({ value: '' });
    const pasted =
      `<h2>规格</h2><p>说明<img src="data:image/png;base64,${TINY_PNG}"></p>` +
      '<p><img src="https://cdn.example.com/x.jpg" alt="远程图"><img src="file:///C:/Users/a/clip_image001.png"></p>' +
      '<table><tr><td>尺寸</td><td>46 mm</td></tr></table>';
    paste(dom, { html: pasted });
    await waitFor(() => expect(html()).toContain('<table'));
    const out = html();
    expect(out).toContain('<h2>规格</h2>');
    expect(out).toContain(`<img src="${stored('png')}"`);
    expect(out).toContain('<a href="https://cdn.example.com/x.jpg">远程图</a>');
    expect(out).not.toMatch(/file:|data:/);
    expect(vi.mocked(uploadAny).mock.calls[0][0].type).toBe('image/png');
    expect(feedback.message.warning).toHaveBeenCalledWith(expect.stringContaining('1 张图片无法随内容粘贴'));
  });

  it('pastes plain HTML through the schema: no script, no foreign video, our own video kept', async () => {
    const { dom, html } = await renderEditor({ value: '' });
    paste(dom, {
      html:
        '<p class="MsoNormal">一</p><p style="text-align:center" class="MsoNormal">居中<o:p></o:p></p><script>alert(1)</script>' +
        `<video src="https://evil.example/x.mp4"></video><video src="${stored('mp4')}" poster="https://t.example/p.gif"></video>`,
    });
    await waitFor(() => expect(html()).toContain('居中'));
    expect(html()).toBe(
      `<p>一</p><p style="text-align: center;">居中</p><video controls="" preload="metadata" src="${stored('mp4')}"></video>`,
    );
    expect(uploadAny).not.toHaveBeenCalled();
  });
});

describe('videos of 视频管理', { timeout: 40_000 }, () => {
  const video = {
    id: 'v1',
    title: '产品介绍',
    file: `${KEY}.mp4`,
    cover: `${KEY}.jpg`,
    duration: 75,
    category_dictText: '产品视频',
  };

  it('picks a published video in a dialog and embeds its player with the cover as poster', async () => {
    vi.mocked(listRows).mockResolvedValue({
      success: true,
      message: '',
      code: 200,
      timestamp: 0,
      result: { records: [video], total: 1, size: 24, current: 1, pages: 1 },
    });
    const { editor, html } = await renderEditor();
    act(() => void editor.commands.setTextSelection(5));
    fireEvent.click(screen.getByLabelText('视频'));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    const option = await within(dialog).findByRole('option', { name: /产品介绍/ }, SLOW);
    expect(option.textContent).toContain('1:15');
    expect(listRows).toHaveBeenCalledWith('/cms/video/list', expect.objectContaining({ status: 'published' }));
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: /插\s*入/ }));
    await waitFor(() =>
      expect(html()).toBe(
        `<p>产品介绍</p><video controls="" preload="metadata" src="${stored('mp4')}" poster="${stored('jpg')}"></video>`,
      ),
    );
    expect(editor.state.selection.empty).toBe(true);
  });

  it('searches by title and tells why when the list cannot be read', async () => {
    vi.mocked(listRows).mockResolvedValueOnce({
      success: true,
      message: '',
      code: 200,
      timestamp: 0,
      result: { records: [], total: 0, size: 24, current: 1, pages: 0 },
    });
    vi.mocked(listRows).mockRejectedValueOnce(
      Object.assign(new Error('x'), { failure: { status: 403, serverMessage: '没有权限' } }),
    );
    await renderEditor();
    fireEvent.click(screen.getByLabelText('视频'));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(await within(dialog).findByText('没有已发布的视频', undefined, SLOW)).toBeTruthy();
    const search = within(dialog).getByPlaceholderText('按标题搜索');
    fireEvent.change(search, { target: { value: '安装' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listRows).toHaveBeenLastCalledWith('/cms/video/list', expect.objectContaining({ title: '*安装*' })),
    );
    expect(await within(dialog).findByText('没有权限', undefined, SLOW)).toBeTruthy();
  });
});
