import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ellipsis, PICKER_ELLIPSIS_LENGTH } from './ellipsis';
import Ellipsis from './index';

describe('ellipsis', () => {
  it('cuts at 25 characters by default, counting code points', () => {
    expect(ellipsis('一二三四五六七八九十一二三四五六七八九十一二三四五')).toBe(
      '一二三四五六七八九十一二三四五六七八九十一二三四五',
    );
    expect(ellipsis('一二三四五六七八九十一二三四五六七八九十一二三四五六')).toBe(
      '一二三四五六七八九十一二三四五六七八九十一二三四五...',
    );
    expect(ellipsis('😀😀😀', 2)).toBe('😀😀...');
    expect(ellipsis('华为 MateBook X Pro 2026', PICKER_ELLIPSIS_LENGTH)).toBe('华为 MateBook ...');
    expect(ellipsis(null)).toBe('');
  });

  it('renders the cut text', () => {
    render(<Ellipsis value="abcdef" length={3} />);
    expect(screen.getByText('abc...')).toBeTruthy();
  });
});
