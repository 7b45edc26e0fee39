import { fireEvent, render, screen } from '@testing-library/react';
import { cmsAd } from '@yunzhan/common/entities/cms/index';
import type { LinesField } from '@yunzhan/common/entities/index';
import { describe, expect, it, vi } from 'vitest';
import FieldInput from './FieldInput';
import LinesEditor, { moveRow } from './LinesEditor';
import { searchParam } from './RefSelect';

describe('reference search', () => {
  it('turns typed text into a substring filter without query syntax', () => {
    expect(searchParam('横幅')).toBe('*横幅*');
    expect(searchParam(' a*b,c! ')).toBe('*abc*');
    expect(searchParam('*,')).toBeUndefined();
  });
});

describe('lines editor', () => {
  it('moves rows up and down and stays put at the ends', () => {
    expect(moveRow([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveRow([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveRow([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveRow([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('adds a row with the child defaults, edits a cell and removes a row, keeping ids', () => {
    const field = cmsAd.fields.slides as LinesField;
    const onChange = vi.fn();
    const rows = [{ id: 'keep-1', image: 'a.png', caption: '一', sortNo: 1 }];
    const { rerender } = render(<LinesEditor field={field} value={rows} onChange={onChange} input={FieldInput} />);
    fireEvent.click(screen.getByText('添加一行'));
    expect(onChange).toHaveBeenLastCalledWith([...rows, { sortNo: 0 }]);
    fireEvent.change(screen.getByDisplayValue('一'), { target: { value: '一改' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...rows[0], caption: '一改' }]);
    rerender(<LinesEditor field={field} value={[...rows, { caption: '二' }]} onChange={onChange} input={FieldInput} />);
    fireEvent.click(screen.getAllByText('删除')[0]);
    expect(onChange).toHaveBeenLastCalledWith([{ caption: '二' }]);
  });
});
