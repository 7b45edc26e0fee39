import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  failedMessage,
  failureDetail,
  imageErrorText,
  isImageFile,
  isMp4File,
  joinKeys,
  keysOf,
  MESSAGES,
  moveItem,
  shortName,
} from './rules';

describe('upload rules', () => {
  it('cuts file names at 5 characters plus an ellipsis', () => {
    expect(shortName('产品说明书v2.pdf')).toBe('产品说明书…');
    expect(shortName('a.pdf')).toBe('a.pdf');
    expect(shortName('abcdef')).toBe('abcde…');
    // Characters, not UTF-16 units.
    expect(shortName('😀😀😀😀😀😀')).toBe('😀😀😀😀😀…');
  });

  it('takes a limit of 0 as unlimited', () => {
    expect(canAddMore(1000, 0)).toBe(true);
    expect(canAddMore(2, 3)).toBe(true);
    expect(canAddMore(3, 3)).toBe(false);
  });

  it('says what failed, with the server message or 未知错误', () => {
    expect(failedMessage('报告.pdf')).toBe('报告.pdf 上传失败.');
    expect(failureDetail('文件内容与扩展名不符')).toBe('文件内容与扩展名不符');
    expect(failureDetail('')).toBe('未知错误');
    expect(failureDetail(undefined)).toBe('未知错误');
    expect(imageErrorText('文件大小不能超过5MB')).toBe('error message: 文件大小不能超过5MB');
    expect(imageErrorText(null)).toBe('error message: 未知错误');
    expect(MESSAGES.imageErrorTitle).toBe('上传出错');
  });

  it('checks image and mp4 types', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'text/html' })).toBe(false);
    expect(isMp4File({ type: 'video/mp4', name: 'a.mp4' })).toBe(true);
    expect(isMp4File({ type: '', name: 'a.MP4' })).toBe(true);
    expect(isMp4File({ type: 'video/webm', name: 'a.webm' })).toBe(false);
    expect([MESSAGES.imageOnly, MESSAGES.mp4Only]).toEqual(['请上传图片', '请上传mp4视频']);
  });

  it('moves images along the list, refused at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual({ ok: true, items: ['b', 'a', 'c'] });
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual({ ok: true, items: ['a', 'c', 'b'] });
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual({ ok: false, message: '未知的操作' });
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual({ ok: false, message: '已到最后~' });
  });

  it('reads and writes comma-joined keys', () => {
    expect(keysOf('a,b,,c')).toEqual(['a', 'b', 'c']);
    expect(keysOf(null)).toEqual([]);
    expect(joinKeys([])).toBeUndefined();
    expect(joinKeys(['a', 'b'])).toBe('a,b');
  });
});
