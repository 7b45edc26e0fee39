import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import YesNoSwitch from './index';

describe('YesNoSwitch', () => {
  it('stores Y and N by default, or the given pair', () => {
    const onChange = vi.fn();
    const { rerender } = render(<YesNoSwitch value="N" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('Y');
    rerender(<YesNoSwitch value="1" options={['1', '0']} onChange={onChange} />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('0');
  });
});
