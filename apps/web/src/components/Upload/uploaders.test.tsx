import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import FilePop from './FilePop';
import FileUpload from './FileUpload';
import FileView from './FileView';
import ImageUpload from './ImageUpload';
import { UploadError } from './upload-client';
import VideoUpload from './VideoUpload';

vi.mock('./use-file-names', () => ({
  useFileNames: (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, `原名-${k.split('/').pop()}`])),
}));

// antd's static message, notification and modal render in React roots of their own and close on timers that can
// outlive the test environment on a loaded machine (React's scheduler then runs without a window): the uploaders'
// feedback is recorded instead.
const feedbackCalls = vi.hoisted(() => ({
  message: [] as string[],
  modal: [] as { title?: unknown; content?: unknown }[],
}));
vi.mock('../../utils/feedback', () => {
  const say = (text: unknown) => void feedbackCalls.message.push(String(text));
  return {
    feedback: {
      message: { error: say, warning: say, success: say, info: say },
      notification: { error: say, warning: say, success: say, info: say },
      modal: { error: (o: { title?: unknown; content?: unknown }) => void feedbackCalls.modal.push(o) },
    },
  };
});

/** The uploader said `text` through a message. */
const said = (text: string) => waitFor(() => expect(feedbackCalls.message).toContain(text));

const choose = (container: HTMLElement, files: File[]) => {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const file = (name: string, type: string) => new File(['x'], name, { type });

describe('file uploader', () => {
  it('goes uploading → done and adds the stored key to the value', async () => {
    let finish: (key: string) => void = () => undefined;
    const upload = vi.fn(
      (_f: File, _biz: string, progress: (p: number) => void) =>
        new Promise<string>((resolve) => {
          progress(40);
          finish = resolve;
        }),
    );
    const onChange = vi.fn();
    const { container } = render(<FileUpload value="cms/1/a.pdf" onChange={onChange} biz="cms" upload={upload} />);
    choose(container, [file('年度总结报告.pdf', 'application/pdf')]);
    await screen.findByTestId('upload-progress');
    expect(screen.getAllByTestId('upload-item').map((e) => e.dataset.status)).toEqual(['done', 'uploading']);
    expect(screen.getByText('年度总结报…')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'cms', expect.any(Function));
    await act(async () => finish('cms/1/b.pdf'));
    expect(onChange).toHaveBeenLastCalledWith('cms/1/a.pdf,cms/1/b.pdf');
  });

  it('keeps every key when several uploads finish together', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async (f: File) => `cms/1/${f.name}`);
    const { container } = render(<FileUpload onChange={onChange} upload={upload} />);
    await act(async () => choose(container, [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]));
    expect(onChange).toHaveBeenLastCalledWith('cms/1/a.pdf,cms/1/b.pdf');
  });

  it('shows a failure with the server message, or 未知错误', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new UploadError('文件内容与扩展名不符'))
      .mockRejectedValueOnce(new UploadError(''));
    const { container } = render(
      <App>
        <FileUpload upload={upload} />
      </App>,
    );
    choose(container, [file('photo.png', 'image/png')]);
    await said('photo.png 上传失败.');
    fireEvent.mouseEnter(screen.getByText('photo…'));
    expect(await screen.findByText('上传失败：文件内容与扩展名不符')).toBeTruthy();
    choose(container, [file('other.pdf', 'application/pdf')]);
    fireEvent.mouseEnter(await screen.findByText('other…'));
    expect(await screen.findByText('上传失败：未知错误')).toBeTruthy();
  });

  it('stops offering more files at the limit; 0 is unlimited', () => {
    const { rerender } = render(<FileUpload value="a/1/x.pdf,a/1/y.pdf" limit={2} />);
    expect(screen.queryByText('上传')).toBeNull();
    rerender(<FileUpload value="a/1/x.pdf" limit={1} />);
    expect(screen.queryByText('上传')).toBeNull();
    rerender(<FileUpload value="a/1/x.pdf,a/1/y.pdf" limit={0} />);
    expect(screen.getByText('上传')).toBeTruthy();
  });
});

describe('image uploader', () => {
  it('refuses a file that is not an image', async () => {
    const upload = vi.fn();
    const { container } = render(<ImageUpload upload={upload} />);
    choose(container, [file('page.html', 'text/html')]);
    await said('请上传图片');
    expect(upload).not.toHaveBeenCalled();
  });

  it('opens 上传出错 with the error message', async () => {
    const upload = vi.fn().mockRejectedValue(new UploadError('文件内容与扩展名不符'));
    const { container } = render(<ImageUpload upload={upload} />);
    choose(container, [file('fake.png', 'image/png')]);
    await waitFor(() => expect(feedbackCalls.modal.map((m) => m.title)).toContain('上传出错'));
    const { container: shown } = render(<div>{feedbackCalls.modal.at(-1)?.content as ReactNode}</div>);
    expect(shown.textContent).toContain('error message: 文件内容与扩展名不符');
  });

  it('moves images, refusing at the first and the last', async () => {
    const onChange = vi.fn();
    render(<ImageUpload value="a/1/x.png,a/1/y.png" onChange={onChange} />);
    fireEvent.click(screen.getAllByLabelText('左移')[0]);
    await said('未知的操作');
    fireEvent.click(screen.getAllByLabelText('右移')[1]);
    await said('已到最后~');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByLabelText('右移')[0]);
    expect(onChange).toHaveBeenCalledWith('a/1/y.png,a/1/x.png');
  });
});

describe('video uploader and file pop-up', () => {
  it('takes mp4 only', async () => {
    const upload = vi.fn();
    const { container } = render(<VideoUpload upload={upload} />);
    choose(container, [file('clip.webm', 'video/webm')]);
    await said('请上传mp4视频');
    expect(upload).not.toHaveBeenCalled();
  });

  it('warns 未上传任何文件 when confirmed empty, in a 520 wide dialog', async () => {
    const onChange = vi.fn();
    render(<FilePop onChange={onChange} />);
    fireEvent.click(screen.getByText('选择文件'));
    const modal = (await screen.findByText('上传文件')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: /OK|确/ }));
    await said('未上传任何文件');
    expect(onChange).not.toHaveBeenCalled();
    expect(modal.getAttribute('style')).toContain('width: 520px');
    expect((modal.querySelector('.ant-modal-body') as HTMLElement).style.height).toBe('200px');
  });
});

describe('read-only view', () => {
  it('names files after their originals and shows images as thumbnails', () => {
    const { container, rerender } = render(<FileView kind="file" value="cms/1/a.pdf,cms/1/b.zip" />);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent?.trim())).toEqual([
      '原名-a.pdf',
      '原名-b.zip',
    ]);
    rerender(<FileView kind="video" value="cms/1/c.mp4" />);
    expect(screen.getByText('原名-c.mp4')).toBeTruthy();
    rerender(<FileView kind="image" value="cms/1/x.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/cms\/1\/x\.png$/);
  });
});
