import { useQuery } from '@tanstack/react-query';
import { isPublishable, isReviewable, REVIEWING } from '@yunzhan/common/entities/cms/publishing';
import type { EntityDef } from '@yunzhan/common/entities/index';
import type { Row } from '../../api/entity';
import { type PublishRule, publishRuleOf } from '../../api/workflow-review';
import { useT } from '../../locales/screens/workflow-review';
import { useSession } from '../../stores/session';

/** The query of a module's rule in a site (the settings dialog writes the saved rule into it). */
export const publishRuleKey = (siteId: string | null, entity: string) => ['publish-rule', siteId, entity] as const;

/**
 * The module's publishing rule in the current site: `null` while it publishes directly (and for a module no rule can
 * name). Read once per site and module; a site switch reads the new site's.
 */
export function usePublishRule(entity: EntityDef): PublishRule | null {
  const siteId = useSession((s) => s.userInfo?.siteId ?? null);
  const { data } = useQuery({
    queryKey: publishRuleKey(siteId, entity.name),
    queryFn: async () => {
      const answer = await publishRuleOf(entity.name);
      if (!answer.success) throw new Error(answer.message);
      return answer.result;
    },
    enabled: !!siteId && isReviewable(entity),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

/** The module's rule, and why a row of it is locked (under review: no edit, delete or action until it ends). */
export function usePublishReview(entity: EntityDef) {
  const t = useT();
  const rule = usePublishRule(entity);
  const lockOf = isPublishable(entity)
    ? (row: Row) => (row.status === REVIEWING ? t('review.locked') : undefined)
    : undefined;
  return { rule, lockOf };
}
