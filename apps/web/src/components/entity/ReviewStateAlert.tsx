import { useQuery } from '@tanstack/react-query';
import { isPublishable, REVIEWING } from '@yunzhan/common/entities/cms/publishing';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Alert } from 'antd';
import type { Row } from '../../api/entity';
import { REJECTED, reviewStateOf } from '../../api/workflow-review';
import { useT } from '../../locales/screens/workflow-review';

interface Props {
  entity: EntityDef;
  row: Row | undefined;
}

/**
 * Where the row's review stands, above its form or details: 审批中 with the step it waits at, or, for a draft whose
 * latest review was rejected, the rejection's comment, who and when. Nothing for a row never submitted.
 */
export default function ReviewStateAlert({ entity, row }: Props) {
  const asked = !!row && isPublishable(entity) && (row.status === 'draft' || row.status === REVIEWING);
  return asked ? <ReviewState entity={entity} row={row} /> : null;
}

function ReviewState({ entity, row }: { entity: EntityDef; row: Row }) {
  const t = useT();
  const { data: state } = useQuery({
    queryKey: ['review-state', entity.name, row.id, row.status],
    queryFn: async () => {
      const answer = await reviewStateOf(entity.apiBase, row.id);
      return answer.success ? answer.result : null;
    },
    gcTime: 0,
  });
  if (!state) return null;
  if (row.status === REVIEWING) {
    const title = t('review.inReview', { task: state.currTaskName ?? '' });
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={title} />;
  }
  if (state.result !== REJECTED) return null;
  const title = t('review.rejected', { comment: state.comment ?? '', by: state.by ?? '', time: state.time ?? '' });
  return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={title} />;
}
