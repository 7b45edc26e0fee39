import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../api/announcement';
import { sanitizeHtml } from '../../utils/sanitize-html';
import NoticeDetailModal, { canHandle, handleTarget } from './NoticeDetailModal';
import NoticeList from './NoticeList';
import { HEARTBEAT_IDLE_MS, NoticeSocket, RECONNECT_MS } from './notice-socket';
import { NOTICE_POLL_MS, startPolling } from './poller';
import { PRIORITY_TAGS } from './priority';

afterEach(() => vi.useRealTimers());

const base: Announcement = { id: 'a1', titile: '停机维护', sender: 'admin', sendTime: '2026-11-25 10:00:00' };

describe('notice polling', () => {
  it('loads every 6 s and stops for good after a failure', async () => {
    vi.useFakeTimers();
    const answers = [true, true, false, true];
    const load = vi.fn(async () => answers.shift() ?? true);
    startPolling(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 5);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops after a rejected load too, and on stop()', async () => {
    vi.useFakeTimers();
    const failing = vi.fn(async () => {
      throw new Error('network');
    });
    startPolling(failing);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(failing).toHaveBeenCalledTimes(1);
    const good = vi.fn(async () => true);
    const polling = startPolling(good);
    await vi.advanceTimersByTimeAsync(0);
    polling.stop();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(good).toHaveBeenCalledTimes(1);
  });
});

describe('priority tags', () => {
  it('maps L/M/H to 一般 blue, 重要 orange, 紧急 red', () => {
    expect(PRIORITY_TAGS).toEqual({
      L: { text: '一般', color: 'blue' },
      M: { text: '重要', color: 'orange' },
      H: { text: '紧急', color: 'red' },
    });
    render(<NoticeList items={[{ ...base, priority: 'H' }]} onOpen={vi.fn()} />);
    expect(screen.getByText('紧急').className).toContain('red');
  });
});

function Target() {
  const { search } = useLocation();
  return <div>目标页{search}</div>;
}

describe('notice detail modal', () => {
  const show = (a: Announcement, onClose = vi.fn()) =>
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NoticeDetailModal announcement={a} onClose={onClose} />} />
          <Route path="/cms/x" element={<Target />} />
        </Routes>
      </MemoryRouter>,
    );

  it('offers 去处理 for an open page of type url or component, never without a page', () => {
    expect(canHandle({ ...base, openType: 'url', openPage: '' })).toBe(false);
    expect(canHandle({ ...base, openType: 'component', openPage: null })).toBe(false);
    expect(canHandle({ ...base, openType: 'other', openPage: '/x' })).toBe(false);
    expect(handleTarget({ ...base, openType: 'url', openPage: '/x', busId: '7' })).toBe('/x');
    expect(handleTarget({ ...base, openType: 'component', openPage: '/x' })).toBe('/x');
    expect(handleTarget({ ...base, openType: 'component', openPage: '/x?a=1', busId: 'a b' })).toBe(
      '/x?a=1&busId=a%20b',
    );
    show({ ...base, openType: 'url', openPage: '' });
    expect(screen.getByText('通知消息')).toBeTruthy();
    expect(screen.getByRole('button', { name: /关\s*闭/ })).toBeTruthy();
    expect(screen.queryByText('去处理')).toBeNull();
  });

  it('去处理 of open type component opens the page with the business id', () => {
    const onClose = vi.fn();
    show({ ...base, openType: 'component', openPage: '/cms/x', busId: '42' }, onClose);
    fireEvent.click(screen.getByText('去处理'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('目标页?busId=42')).toBeTruthy();
  });

  it('去处理 closes the modal and opens the page', () => {
    const onClose = vi.fn();
    show({ ...base, openType: 'url', openPage: '/cms/x' }, onClose);
    fireEvent.click(screen.getByText('去处理'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('目标页')).toBeTruthy();
  });

  it('renders the body without script, handlers or javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">正文<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>',
    );
    expect(html).toContain('正文');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/);
  });
});

describe('notice socket', () => {
  class FakeSocket {
    static all: FakeSocket[] = [];
    readyState = 1;
    sent: string[] = [];
    onopen?: () => void;
    onmessage?: (e: { data: unknown }) => void;
    onclose?: () => void;
    onerror?: () => void;
    constructor(
      readonly url: string,
      readonly protocol: string,
    ) {
      FakeSocket.all.push(this);
    }
    send(data: string) {
      this.sent.push(data);
    }
    close() {}
  }
  const open = (url: string, protocol: string) => new FakeSocket(url, protocol) as unknown as WebSocket;

  it('sends the token as protocol, HeartBeat after 30 s idle, reconnects 5 s after a close, pushes topic/user', () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    const push = vi.fn();
    const socket = new NoticeSocket('ws://h/system-api/websocket/u1', 'tok', push, open);
    const first = FakeSocket.all[0];
    expect(first.protocol).toBe('tok');
    first.onopen?.();
    vi.advanceTimersByTime(HEARTBEAT_IDLE_MS - 1);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual(['HeartBeat']);
    first.onmessage?.({ data: JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }) });
    first.onmessage?.({ data: JSON.stringify({ cmd: 'user', msgId: 'm', msgTxt: '通知' }) });
    expect(push).toHaveBeenCalledTimes(1);
    first.onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    socket.close();
    FakeSocket.all[1].onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS * 2);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
