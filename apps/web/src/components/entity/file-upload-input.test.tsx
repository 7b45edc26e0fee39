import { render, screen } from '@testing-library/react';
import { file, image, video } from '@yunzhan/common/entities/fields';
import { describe, expect, it, vi } from 'vitest';
import { displayValue } from './columns';
import FileUploadInput from './FileUploadInput';

vi.mock('../Upload/use-file-names', () => ({
  useFileNames: (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, `原名-${k.split('/').pop()}`])),
}));

describe('file kinds of the engine', () => {
  it('render the uploader of their kind in forms', () => {
    const { rerender, container } = render(<FileUploadInput field={video({ label: '视频' })} biz="cms" />);
    expect(screen.getByText('上传视频')).toBeTruthy();
    expect(container.querySelector('input[type=file]')?.getAttribute('accept')).toBe('video/mp4,.mp4');
    rerender(<FileUploadInput field={image({ label: '图片' })} biz="cms" />);
    expect(container.querySelector('input[type=file]')?.getAttribute('accept')).toBe('image/*');
    rerender(<FileUploadInput field={file({ label: '附件', accept: ['.zip'] })} biz="cms" value="cms/1/a.zip" />);
    // One file allowed and one there: no more to choose.
    expect(container.querySelector('input[type=file]')).toBeNull();
    expect(screen.getByText('原名-a.…')).toBeTruthy();
  });

  it('read as links named after the original file, or thumbnails', () => {
    const t = ((k: string) => k) as never;
    const { container } = render(
      <>
        {displayValue('v', video({ label: '视频' }), { id: '1', v: 'cms/1/c.mp4' }, t)}
        {displayValue('f', file({ label: '附件' }), { id: '1', f: 'cms/1/d.pdf' }, t)}
        {displayValue('i', image({ label: '图片' }), { id: '1', i: 'cms/1/e.png' }, t)}
      </>,
    );
    expect([...container.querySelectorAll('a')].map((a) => a.textContent?.trim())).toEqual([
      '原名-c.mp4',
      '原名-d.pdf',
    ]);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/cms\/1\/e\.png$/);
  });
});
