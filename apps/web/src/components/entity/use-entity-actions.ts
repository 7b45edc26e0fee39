import { REVIEWING } from '@yunzhan/common/entities/cms/publishing';
import { actionOffered, type EntityDef } from '@yunzhan/common/entities/index';
import { useMemo } from 'react';
import type { Row } from '../../api/entity';
import { putAction } from '../../api/http';
import { type PublishRule, submitReview } from '../../api/workflow-review';
import { useT } from '../../locales/screens/workflow-review';
import { feedback } from '../../utils/feedback';
import { usePermission } from '../Authorized/use-permission';
import type { BatchAction } from './EntityToolbar';
import type { RowAction } from './RowActions';
import { useEntityT } from './texts';

/**
 * The schema's custom actions (发布, 下线 …) as row and batch actions, and 版本 of a versioned entity, each behind
 * its own permission; after an action the list reloads. Under a publishing rule 发布 is 提交审批 (`submitReview`,
 * the same permission); a row under review offers none of the schema's actions, only 版本.
 */
export function useEntityActions(
  entity: EntityDef,
  reload: () => void,
  openVersions: (row: Row) => void,
  rule: PublishRule | null = null,
) {
  const t = useEntityT();
  const tr = useT();
  const permission = usePermission();
  return useMemo(() => {
    const allowed = Object.entries(entity.actions).filter(([name]) => permission.has(entity.perm(name)));
    const reviewed = (name: string) => name === 'publish' && rule !== null;
    const labelOf = (name: string, action: (typeof allowed)[number][1]) =>
      reviewed(name) ? tr('review.submit') : t.label(action);
    const run = async (name: string, ids: readonly string[]) => {
      const r = reviewed(name)
        ? await submitReview(entity.apiBase, ids)
        : await putAction<unknown>(`${entity.apiBase}/${name}`, { ids: ids.join(',') });
      if (!r.success) return feedback.message.warning(r.message);
      feedback.message.success(r.message);
      reload();
    };
    const canVersions = entity.versioned && permission.has(entity.perm('versions'));
    const rowActions = (row: Row): RowAction[] => [
      ...(row.status === REVIEWING ? [] : allowed)
        .filter(([, action]) => actionOffered(action, row))
        .map(([name, action]) => ({
          key: name,
          label: labelOf(name, action),
          onClick: () => void run(name, [row.id]),
        })),
      ...(canVersions ? [{ key: 'versions', label: t('versions'), onClick: () => openVersions(row) }] : []),
    ];
    const batchActions: BatchAction[] = allowed.map(([name, action]) => ({
      key: name,
      label: labelOf(name, action),
      run: (rows) =>
        feedback.modal.confirm({
          title: t('confirm'),
          content: reviewed(name)
            ? tr('review.confirmSubmit', { n: rows.length })
            : t('confirmAction', { action: t.label(action), n: rows.length }),
          onOk: () =>
            run(
              name,
              rows.map((r) => r.id),
            ),
        }),
    }));
    return {
      rowActions,
      batchActions,
      canRestore: entity.versioned && permission.has(entity.perm('restoreVersion')),
    };
  }, [entity, permission, reload, openVersions, rule, t, tr]);
}
