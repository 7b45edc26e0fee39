import type { Page } from './entity';
import { getAction, putAction } from './http';

/** An announcement as the bell and 我的消息 show it (contract §8.2, the `titile` spelling kept). */
export interface Announcement {
  id: string;
  titile: string;
  msgContent?: string | null;
  msgCategory?: string | null;
  priority?: string | null;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
}

export interface BellData {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

/** A row of 我的消息: the announcement with the user's read state (`id` is the send row's). */
export interface MyAnnouncement extends Announcement {
  anntId: string;
  readFlag: '0' | '1';
  readTime?: string | null;
}

const BASE = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';

/** Silent: the bell stops polling after a failure instead of showing an error every 6 s (spec §4). */
export const listByUser = () => getAction<BellData>(`${BASE}/listByUser`, undefined, { silent: true });

export const markRead = (anntId: string) => putAction<null>(`${SEND}/editByAnntIdAndUserId`, { anntId });

export const readAll = () => putAction<null>(`${SEND}/readAll`);

export const myAnnouncements = (params: Record<string, unknown>) =>
  getAction<Page<MyAnnouncement>>(`${SEND}/getMyAnnouncementSend`, params);

/** 发布; `sendMail`: also e-mail every target with an address when the announcement starts. */
export const releaseAnnouncement = (id: string, sendMail = false) =>
  getAction<null>(`${BASE}/doReleaseData`, sendMail ? { id, sendMail: 'true' } : { id });

/** Tells the caller's other tabs to refresh their bells (after 全部已读). */
export const syncNotic = () => getAction<null>(`${BASE}/syncNotic`, undefined, { silent: true });

export const revokeAnnouncement = (id: string) => getAction<null>(`${BASE}/doReovkeData`, { id });
