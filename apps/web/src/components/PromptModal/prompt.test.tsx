import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePrompt } from './index';

let answers: (string | null)[] = [];
function Harness() {
  const [prompt, holder] = usePrompt();
  return (
    <>
      <button
        type="button"
        onClick={async () => answers.push(await prompt({ title: '重命名', requiredMessage: '名称不能为空' }))}
      >
        ask
      </button>
      {holder}
    </>
  );
}

describe('usePrompt', () => {
  it('answers the text, refuses an empty one with its message, and null on cancel', async () => {
    answers = [];
    render(<Harness />);
    fireEvent.click(screen.getByText('ask'));
    const input = await screen.findByRole('textbox');
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    fireEvent.change(input, { target: { value: '新名称' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(answers).toEqual(['新名称']));

    fireEvent.click(screen.getByText('ask'));
    fireEvent.click(await screen.findByRole('button', { name: /Cancel|取\s*消/ }));
    await waitFor(() => expect(answers).toEqual(['新名称', null]));
  });
});
