import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DetailsModal from './index';

describe('DetailsModal', () => {
  it('is titled 详细信息, switches to full screen and closes by its button', () => {
    const onClose = vi.fn();
    render(
      <DetailsModal open onClose={onClose}>
        内容
      </DetailsModal>,
    );
    expect(screen.getByText('详细信息')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('全屏'));
    expect(screen.getByLabelText('退出全屏')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalled();
  });
});
