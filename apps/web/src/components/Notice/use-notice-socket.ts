import { useEffect, useRef } from 'react';
import { API_BASE_URL } from '../../config';
import { useSession } from '../../stores/session';
import { NoticeSocket } from './notice-socket';

/** The socket URL of a user: same host as the API, ws or wss as the page (contract §8.4). */
export function noticeSocketUrl(userId: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const api = new URL(API_BASE_URL, `${location.protocol}//${location.host}`);
  const scheme = api.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${api.host}${api.pathname.replace(/\/$/, '')}/websocket/${encodeURIComponent(userId)}`;
}

/** Keeps the signed-in user's notice socket open while mounted; `onPush` runs on every topic/user message. */
export function useNoticeSocket(onPush: () => void): void {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const push = useRef(onPush);
  push.current = onPush;
  useEffect(() => {
    if (!token || !userId || typeof WebSocket === 'undefined') return;
    const socket = new NoticeSocket(noticeSocketUrl(userId), token, () => push.current());
    return () => socket.close();
  }, [token, userId]);
}
