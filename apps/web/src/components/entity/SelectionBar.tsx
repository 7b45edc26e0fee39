import { Alert, Typography } from 'antd';
import type { BatchAction } from './EntityToolbar';
import { useEntityT } from './texts';

interface Props {
  count: number;
  onClear(): void;
  /** Actions on the selected rows offered right here (发布, or 提交审批 under a publishing rule). */
  actions?: readonly BatchAction[];
  onAction?(action: BatchAction): void;
}

/** 已选择 N 项 · 清空 (and the given actions) above a list: only while rows are selected. */
export default function SelectionBar({ count, onClear, actions = [], onAction }: Props) {
  const t = useEntityT();
  if (count === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <span>
          {t('selected')} <Typography.Link strong>{count}</Typography.Link> {t('items')}
          <Typography.Link style={{ marginInlineStart: 24 }} onClick={onClear}>
            {t('clearSelection')}
          </Typography.Link>
          {actions.map((action) => (
            <Typography.Link key={action.key} style={{ marginInlineStart: 16 }} onClick={() => onAction?.(action)}>
              {action.label}
            </Typography.Link>
          ))}
        </span>
      }
    />
  );
}
