import { useCallback, useEffect, useMemo, useRef } from 'react';
import { API_BASE_URL } from '../../config';
import { useSession } from '../../stores/session';
import { COMMON_SEND, TableSocket, UPDATE_TABLE } from './table-socket';

/**
 * The page of a table socket. The server hands a table's frames to the other sockets of the same page and site, so
 * the page is named after the table's `socketKey`: everyone editing that table shares it. A `socketKey` starts with
 * its screen's permission prefix (`cms:product`, `cms:product:specs` → page `cms_product_specs`): joining the page
 * takes that screen's list permission (`cms:product:list`); a page of any other name reaches only its own user.
 */
export const socketPageId = (socketKey: string) => socketKey.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);

export function socketUrl(userId: string, pageId: string, base = API_BASE_URL, here = window.location.href): string {
  const url = new URL(`${base.replace(/\/$/, '')}/vxeSocket/${encodeURIComponent(userId)}/${pageId}`, here);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export type SocketHandlers = Readonly<Record<string, (...args: unknown[]) => void>>;

interface Options {
  socketKey?: string;
  /** A row another user saved (`update_vxe_table`), to merge by id. */
  onRemoteRow(row: Record<string, unknown> & { id: string }): void;
  /** `common_send_date` callbacks by key, called with the args spread. */
  handlers?: SocketHandlers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Connects a table with a `socketKey` to the real-time table socket; answers the sender of saved rows. */
export function useTableSocket({
  socketKey,
  onRemoteRow,
  handlers,
}: Options): (row: Record<string, unknown>) => boolean {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const caseId = useMemo(() => crypto.randomUUID(), []);
  const socket = useRef<TableSocket | null>(null);
  const callbacks = useRef({ onRemoteRow, handlers });
  callbacks.current = { onRemoteRow, handlers };

  useEffect(() => {
    if (!socketKey || !token || !userId) return;
    const client = new TableSocket({
      url: socketUrl(userId, socketPageId(socketKey)),
      token,
      onFrame: ({ type, data }) => {
        if (!isRecord(data) || !Array.isArray(data.args)) return;
        if (type === UPDATE_TABLE && data.socketKey === socketKey) {
          const [row, from] = data.args;
          if (from !== caseId && isRecord(row) && typeof row.id === 'string') {
            callbacks.current.onRemoteRow({ ...row, id: row.id });
          }
        } else if (type === COMMON_SEND && typeof data.key === 'string') {
          callbacks.current.handlers?.[data.key]?.(...data.args);
        }
      },
    });
    client.start();
    socket.current = client;
    return () => {
      client.stop();
      socket.current = null;
    };
  }, [socketKey, token, userId, caseId]);

  return useCallback(
    (row: Record<string, unknown>) => socket.current?.send(UPDATE_TABLE, { socketKey, args: [row, caseId] }) ?? false,
    [socketKey, caseId],
  );
}
