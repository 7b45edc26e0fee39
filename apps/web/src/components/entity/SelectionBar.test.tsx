import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SelectionBar from './SelectionBar';

describe('<SelectionBar>', () => {
  it('is not there while nothing is selected', () => {
    const { container } = render(<SelectionBar count={0} onClear={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('tells how many rows are selected and clears them', () => {
    const clear = vi.fn();
    render(<SelectionBar count={3} onClear={clear} />);
    expect(screen.getByRole('alert').textContent).toMatch(/已选择\s*3\s*项/);
    fireEvent.click(screen.getByText('清空'));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('offers the given actions on the selected rows', () => {
    const run = vi.fn();
    const submit = { key: 'publish', label: '提交审批', run: vi.fn() };
    render(<SelectionBar count={2} onClear={vi.fn()} actions={[submit]} onAction={run} />);
    fireEvent.click(screen.getByText('提交审批'));
    expect(run).toHaveBeenCalledWith(submit);
  });
});
