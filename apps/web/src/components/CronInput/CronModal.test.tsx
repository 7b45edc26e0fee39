import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CronModal from './CronModal';

const activePanel = () => within(document.querySelector('[role="tabpanel"][aria-hidden="false"]') as HTMLElement);
const expression = () => (screen.getByLabelText('表达式') as HTMLInputElement).value;

describe('CronModal', () => {
  it('builds the expression from the tabs with the editor rules', async () => {
    render(<CronModal open value="* * * * * ? *" onOk={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: '分' }));
    fireEvent.click(activePanel().getByLabelText('指定'));
    fireEvent.click(activePanel().getByLabelText('30'));
    // A minute pins the second to 0.
    expect(expression()).toBe('0 30 * * * ? *');

    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    fireEvent.click(activePanel().getByLabelText('本月最后一个工作日'));
    expect(expression()).toBe('0 30 0 LW * ? *');
    fireEvent.click(activePanel().getByLabelText(/本月第几个星期几/));
    expect(expression()).toBe('0 30 0 ? * 2#1 *');

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10), { timeout: 2000 });
    expect(screen.getAllByRole('listitem')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} 00:30:00$/);
  });

  it('shows the rule a typed expression breaks and refuses to confirm it', async () => {
    const onOk = vi.fn();
    render(<CronModal open value="0 0 12 * * ? *" onOk={onOk} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText('表达式'), { target: { value: '0 0 12 1 * 2 *' } });
    expect(await screen.findByText('日和周只能设置其中之一', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /确\s*定|OK/ }).hasAttribute('disabled')).toBe(true);
  });

  it('waits 500 ms after the last change before recomputing the preview', () => {
    vi.useFakeTimers();
    try {
      render(<CronModal open value="0 0 12 * * ? *" onOk={() => {}} onCancel={() => {}} />);
      fireEvent.change(screen.getByLabelText('表达式'), { target: { value: '0 0 12 1 * 2 *' } });
      vi.advanceTimersByTime(499);
      expect(screen.queryByText('日和周只能设置其中之一')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
