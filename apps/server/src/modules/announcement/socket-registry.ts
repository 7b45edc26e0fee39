import type { WebSocket } from 'ws';
import type { Database } from '../../db/index.js';
import type { NoticePush } from './bus.js';

/** WebSocket close code sent when the session behind a socket ended (4000-4999: the application's own). */
export const SESSION_ENDED = 4001;
export const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

interface Entry {
  socket: WebSocket;
  userId: string;
  sid: string;
  tenantId: number | null;
}

/**
 * The notice sockets of this process, by user. A socket lives as long as its session: `sweep` closes the
 * sockets whose session row is gone or expired (logout, force logout, freeze, password change all delete rows).
 */
export class SocketRegistry {
  private readonly entries = new Set<Entry>();

  constructor(private readonly db: Database) {}

  add(socket: WebSocket, userId: string, sid: string, tenantId: number | null): void {
    const entry = { socket, userId, sid, tenantId };
    this.entries.add(entry);
    socket.on('close', () => this.entries.delete(entry));
    socket.on('message', (data) => {
      if (data.toString() === 'HeartBeat') socket.send(HEARTBEAT_REPLY);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  deliver(push: NoticePush): void {
    const text = JSON.stringify(push.message);
    const to = push.userIds.length ? new Set(push.userIds) : undefined;
    for (const e of this.entries) {
      if (push.tenantId !== undefined && e.tenantId !== push.tenantId) continue;
      if ((!to || to.has(e.userId)) && e.socket.readyState === e.socket.OPEN) e.socket.send(text);
    }
  }

  async sweep(): Promise<void> {
    if (!this.entries.size) return;
    const sids = [...new Set([...this.entries].map((e) => e.sid))];
    const alive = new Set(
      (
        await this.db
          .selectFrom('sysSession')
          .select('id')
          .where('id', 'in', sids)
          .where('expireAt', '>', Date.now())
          .execute()
      ).map((r) => r.id),
    );
    for (const e of this.entries) {
      if (!alive.has(e.sid)) {
        this.entries.delete(e);
        e.socket.close(SESSION_ENDED, 'Token失效，请重新登录!');
      }
    }
  }

  closeAll(): void {
    for (const e of this.entries) e.socket.terminate();
    this.entries.clear();
  }
}
