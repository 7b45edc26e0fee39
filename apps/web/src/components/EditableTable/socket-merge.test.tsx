import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as baseRender } from '@testing-library/react';
import { App } from 'antd';
import { createRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import EditableTable, { type EditableTableApi } from './index';
import { socketPageId, socketUrl } from './use-table-socket';

/** A stand-in for the browser WebSocket: instances kept, frames sent recorded. */
class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeWebSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const render = (node: ReactNode) =>
  baseRender(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

const inputOf = (id: string, key: string) =>
  document.querySelector(`[data-row-id="${id}"] [data-key="${key}"] input`) as HTMLInputElement;

describe('EditableTable on the table socket', () => {
  beforeEach(() => {
    FakeWebSocket.made = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    useSession.setState({ token: 'tok', userInfo: { id: 'u1', username: 'admin', realname: '管理员' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins the page of its socketKey, merges other users’ saved rows by id and ignores its own', async () => {
    const ref = createRef<EditableTableApi>();
    const onChange = vi.fn();
    render(
      <App>
        <EditableTable
          ref={ref}
          socketKey="product:specs"
          onChange={onChange}
          columns={[{ key: 'name', title: '名称' }]}
          dataSource={[
            { id: 'r1', name: '螺丝' },
            { id: 'r2', name: '螺母' },
          ]}
        />
      </App>,
    );
    const socket = FakeWebSocket.made[0];
    expect(socket.url).toBe(socketUrl('u1', 'product_specs'));
    expect(socket.url).toMatch(/^ws:\/\/.*\/system-api\/vxeSocket\/u1\/product_specs$/);
    expect(socket.protocols).toEqual(['tok']);
    act(() => socket.open());

    expect(ref.current?.socketSendUpdateRow({ id: 'r1', name: '螺丝（新）' })).toBe(true);
    const mine = JSON.parse(socket.sent[0]);
    expect(mine).toMatchObject({ type: 'update_vxe_table', data: { socketKey: 'product:specs' } });
    // Our own frame coming back changes nothing.
    act(() => socket.receive(mine));
    expect(inputOf('r1', 'name').value).toBe('螺丝');

    const saved = { id: 'r2', name: '螺母M8', tug_status: { status: 'saved', user: 'editor' } };
    act(() =>
      socket.receive({ type: 'update_vxe_table', data: { socketKey: 'product:specs', args: [saved, 'other'] } }),
    );
    expect(inputOf('r2', 'name').value).toBe('螺母M8');
    expect(onChange.mock.lastCall?.[0][1]).toMatchObject(saved);
    // Another table's key, and a row this table does not have, are left alone.
    act(() =>
      socket.receive({ type: 'update_vxe_table', data: { socketKey: 'x', args: [{ id: 'r1', name: '?' }, 'o'] } }),
    );
    act(() =>
      socket.receive({ type: 'update_vxe_table', data: { socketKey: 'product:specs', args: [{ id: 'r9' }, 'o'] } }),
    );
    expect(inputOf('r1', 'name').value).toBe('螺丝');
    expect(document.querySelectorAll('[data-row-id]')).toHaveLength(2);
  });

  it('calls the common_send_date callbacks of a key with the args spread', () => {
    const reload = vi.fn();
    render(
      <App>
        <EditableTable socketKey="t" socketHandlers={{ reload }} columns={[{ key: 'name', title: '名称' }]} />
      </App>,
    );
    const socket = FakeWebSocket.made[0];
    act(() => socket.open());
    act(() => socket.receive({ type: 'common_send_date', data: { key: 'reload', args: [1, 'a'] } }));
    expect(reload).toHaveBeenCalledWith(1, 'a');
  });

  it('opens no socket without a socketKey; names pages safely', () => {
    render(
      <App>
        <EditableTable columns={[{ key: 'name', title: '名称' }]} />
      </App>,
    );
    expect(FakeWebSocket.made).toHaveLength(0);
    expect(socketPageId('a/b c?d')).toBe('a_b_c_d');
    // The server reads a screen's permission prefix from the page (`cms_product…` → `cms:product:list`).
    expect(socketPageId('cms:product:specs')).toBe('cms_product_specs');
    expect(socketUrl('u1', 'p', '/system-api', 'https://cms.example/x')).toBe(
      'wss://cms.example/system-api/vxeSocket/u1/p',
    );
  });
});
