import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InputPop from './index';

describe('InputPop', () => {
  it('edits the text in a 150×200 pop-up textarea, 300×210 in tables', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<InputPop title="备注" value="短" onChange={onChange} />);
    fireEvent.click(screen.getByDisplayValue('短'));
    const area = (await screen.findByLabelText('备注')) as HTMLTextAreaElement;
    expect([area.style.height, area.style.width]).toEqual(['150px', '200px']);
    fireEvent.change(area, { target: { value: '一段很长的备注' } });
    expect(onChange).toHaveBeenLastCalledWith('一段很长的备注');
    rerender(<InputPop title="备注" value="短" onChange={onChange} inTable />);
    const inTable = (await screen.findByLabelText('备注')) as HTMLTextAreaElement;
    expect([inTable.style.height, inTable.style.width]).toEqual(['300px', '210px']);
  });
});
