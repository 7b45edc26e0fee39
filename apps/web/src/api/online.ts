import type { Page } from './entity';
import { getAction, postAction } from './http';

/** A signed-in session: `id` and `token` are the session id (never the bearer token). */
export interface OnlineSession {
  id: string;
  token: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  ip: string | null;
  browser: string;
  loginTime: string;
  lastActiveTime: string;
  /** The caller's own session. */
  current: boolean;
}

export const onlineSessions = (params: { username?: string; pageNo: number; pageSize: number }) =>
  getAction<Page<OnlineSession>>('/sys/online/list', params);

export const forceLogout = (sessionId: string) => postAction<null>('/sys/online/forceLogout', { token: sessionId });
