import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import TagsInput from './index';

function Harness() {
  const [value, setValue] = useState<string>();
  return (
    <>
      <TagsInput value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('TagsInput', () => {
  it('turns the text into 2-character tags joined by semicolons when left', () => {
    render(<Harness />);
    const input = screen.getByPlaceholderText('请输入标签');
    fireEvent.change(input, { target: { value: '高清 投影仪' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('高清;投影;仪');
    expect(screen.getAllByText(/^(高清|投影|仪)$/)).toHaveLength(3);
    fireEvent.change(input, { target: { value: '高清;投影;仪' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('高清;投影;仪');
  });
});
