import type { EntityDef } from '@yunzhan/common/entities/index';
import { previewTicket } from '../../api/entity';
import { API_BASE_URL } from '../../config';
import { feedback } from '../../utils/feedback';
import type { RowAction } from './RowActions';

type Open = (url: string, target: string, features?: string) => Window | null;

/**
 * 预览 for entities with a public page: the row (a draft too) rendered by the site's detail template, in a new
 * window. A window cannot send the token header and the token never goes into an address: the server hands out a
 * one-time ticket for this row (with a cookie that binds it to this browser), and the window opens with it.
 */
export function previewAction(entity: EntityDef, id: string, label: string): RowAction[] {
  if (!entity.publicView) return [];
  return [{ key: 'preview', label, onClick: () => void openPreview(entity.apiBase, id) }];
}

export async function openPreview(apiBase: string, id: string, open: Open = window.open.bind(window)): Promise<void> {
  // Opened within the click (a window opened after an await is a blocked pop-up), and cut off from this page.
  const win = open('about:blank', '_blank');
  if (win) win.opener = null;
  const answer = await previewTicket(apiBase, id).catch(() => null);
  if (!answer?.success) {
    win?.close();
    if (answer) feedback.message.warning(answer.message);
    return;
  }
  const url = `${API_BASE_URL.replace(/\/+$/, '')}${answer.result.url}`;
  if (win) win.location.replace(url);
  else open(url, '_blank', 'noopener');
}
