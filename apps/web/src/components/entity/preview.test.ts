import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previewTicket } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import { openPreview } from './preview';

vi.mock('../../api/entity', () => ({ previewTicket: vi.fn() }));
vi.mock('../../utils/feedback', () => ({ feedback: { message: { warning: vi.fn() } } }));

const ticket = vi.mocked(previewTicket);
type Answer = Awaited<ReturnType<typeof previewTicket>>;
const issued: Answer = {
  success: true,
  message: '',
  code: 200,
  timestamp: 0,
  result: { url: '/cms/ad/preview?id=1&ticket=abc', expiresIn: 60 },
};

/** A window as `window.open` gives it: its opener, its address and whether it was closed. */
function fakeWindow() {
  const win = { opener: {} as unknown, closed: false, replaced: '', close: vi.fn(), location: { replace: vi.fn() } };
  win.location.replace.mockImplementation((url: string) => {
    win.replaced = url;
  });
  return win;
}

describe('预览 opens a window with a one-time ticket, never the token', () => {
  beforeEach(() => vi.clearAllMocks());

  it('opens the window within the click, cuts its opener, then sends it to the ticket address', async () => {
    const win = fakeWindow();
    const open = vi.fn(() => win as unknown as Window);
    ticket.mockResolvedValue(issued);
    const opened = openPreview('/cms/ad', '1', open);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(win.opener).toBeNull();
    await opened;
    expect(ticket).toHaveBeenCalledWith('/cms/ad', '1');
    expect(win.replaced).toBe('/system-api/cms/ad/preview?id=1&ticket=abc');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('closes the window and shows the message when no ticket is given', async () => {
    const win = fakeWindow();
    ticket.mockResolvedValue({ ...issued, success: false, message: '未找到对应实体' });
    await openPreview('/cms/ad', '1', () => win as unknown as Window);
    expect(win.close).toHaveBeenCalled();
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(feedback.message.warning).toHaveBeenCalledWith('未找到对应实体');
    ticket.mockRejectedValue(new Error('401'));
    const other = fakeWindow();
    await openPreview('/cms/ad', '1', () => other as unknown as Window);
    expect(other.close).toHaveBeenCalled();
  });

  it('opens the address itself, without opener, where the pop-up was blocked', async () => {
    const open = vi.fn((): Window | null => null);
    ticket.mockResolvedValue(issued);
    await openPreview('/cms/ad', '1', open);
    expect(open).toHaveBeenLastCalledWith('/system-api/cms/ad/preview?id=1&ticket=abc', '_blank', 'noopener');
  });
});
