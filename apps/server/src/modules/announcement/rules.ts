import { MAX_ANNOUNCEMENT_USERS, sysAnnouncement } from '@yunzhan/common/entities/system/announcement';
import type { Values } from '../../core/crud/contracts.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { hasMarkup } from '../../core/html-text.js';

/** The role whose holders may change any announcement (the seeded 管理员 role). */
export const ANNOUNCEMENT_ADMIN_ROLE = 'admin';

/** A non-admin may only change (edit, release, revoke, delete) the announcements they created. */
export function assertOwner(row: { createBy?: unknown }, username: string, admin: boolean): void {
  if (!admin && row.createBy !== username) throw new ApiError('只能操作自己创建的通告', 403, 403);
}

/** The ids of `userIds` ("a,b," as JeecgBoot writes them), unique, in order. */
export function parseUserIds(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Checks the targets and the page to open of an announcement about to be written (the row after the write:
 * the stored values overlaid with the sent ones) and normalises `userIds` to JeecgBoot's "a,b," form.
 */
export function checkTargets(values: Values, before: Record<string, unknown> | undefined): void {
  const merged = { ...before, ...values };
  if (merged.openType && !merged.openPage) throw badRequest('请填写打开页面');
  const page = merged.openPage;
  // 去处理 navigates inside the app: only a path of it, never a scheme (javascript:) or another host.
  if (typeof page === 'string' && page && (!page.startsWith('/') || page.startsWith('//'))) {
    throw badRequest('打开页面必须是以/开头的站内路径');
  }
  if (merged.msgType !== 'USER') {
    if ('msgType' in values || 'userIds' in values) values.userIds = null;
    return;
  }
  const ids = parseUserIds(merged.userIds);
  if (!ids.length) throw badRequest('请选择指定用户');
  if (ids.length > MAX_ANNOUNCEMENT_USERS) throw badRequest(`指定用户最多${MAX_ANNOUNCEMENT_USERS}个`);
  if ('msgType' in values || 'userIds' in values) values.userIds = `${ids.join(',')},`;
}

/** The chosen users of the row after a write (none for an announcement to everyone). */
export function targetsOf(values: Values, before: Record<string, unknown> | undefined): string[] {
  const merged = { ...before, ...values };
  return merged.msgType === 'USER' ? parseUserIds(merged.userIds) : [];
}

/**
 * Title and abstract are plain text (listed, pushed and mailed as text): a new or changed value with markup is
 * refused. One stored before keeps working (every output escapes it) and may stay as it is in an edit.
 */
export function checkPlainText(values: Values, before: Record<string, unknown> | undefined): void {
  for (const name of ['titile', 'msgAbstract'] as const) {
    const value = values[name];
    if (typeof value === 'string' && value !== before?.[name] && hasMarkup(value)) {
      throw badRequest(`${sysAnnouncement.fields[name].label}不能包含HTML标签`);
    }
  }
}
