const REFRESH = 'yunzhan:notice-refresh';
const target = new EventTarget();

/** Asks the bell to reload at once (a socket push, a read mark on 我的消息). */
export function requestNoticeRefresh(): void {
  target.dispatchEvent(new Event(REFRESH));
}

export function onNoticeRefresh(fn: () => void): () => void {
  target.addEventListener(REFRESH, fn);
  return () => target.removeEventListener(REFRESH, fn);
}
