import type { EntityDef } from '@yunzhan/common/entities/index';
import { API_BASE_URL } from '../../config';
import { errorFileUrl } from './import-result';
import type { RowAction } from './RowActions';

/**
 * 预览 for entities with a public page: the row (a draft too) rendered by the site's detail template, in a new
 * window. A plain link cannot send the token header, so it rides in the query as for downloads.
 */
export function previewAction(entity: EntityDef, id: string, token: string | null, label: string): RowAction[] {
  if (!entity.publicView) return [];
  const url = errorFileUrl(API_BASE_URL, `${entity.apiBase}/preview?id=${encodeURIComponent(id)}`, token);
  return [{ key: 'preview', label, onClick: () => window.open(url, '_blank', 'noopener') }];
}
