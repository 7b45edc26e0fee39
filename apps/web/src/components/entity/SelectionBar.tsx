import { Alert, Typography } from 'antd';
import { useEntityT } from './texts';

/** 已选择 N 项 · 清空 above a list: only while rows are selected. */
export default function SelectionBar({ count, onClear }: { count: number; onClear(): void }) {
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
        </span>
      }
    />
  );
}
