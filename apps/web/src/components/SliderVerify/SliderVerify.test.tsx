import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SliderVerify from '.';

function setup() {
  const onVerified = vi.fn();
  render(<SliderVerify onVerified={onVerified} />);
  const handle = screen.getByRole('slider');
  const track = handle.parentElement!;
  Object.defineProperty(track, 'clientWidth', { value: 240 });
  handle.setPointerCapture = () => {};
  return { handle, track, onVerified };
}

describe('drag-slider verification (spec §4)', () => {
  it('snaps back on an early release', () => {
    const { handle, onVerified } = setup();
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(handle.style.transform).toBe('translateX(0px)');
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.getByText('拖动滑块验证')).toBeTruthy();
  });

  it('verifies when dragged to the end and stays locked', () => {
    const { handle, onVerified } = setup();
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(screen.getByText('验证通过')).toBeTruthy();
    fireEvent.pointerDown(handle, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(handle.style.transform).toBe('translateX(200px)');
    expect(onVerified).toHaveBeenCalledTimes(1);
  });
});
