import { DeleteOutlined, LoadingOutlined, PaperClipOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tooltip, Typography } from 'antd';
import { t } from '../../locales/i18n';
import { fileAccessUrl } from '../../utils/file-url';
import { failureDetail, MESSAGES, shortName } from './rules';
import type { UploadItem } from './use-uploads';

interface Props {
  item: UploadItem;
  /** Original name of a stored file. */
  name?: string;
  onRemove?(): void;
}

/** One row of the file uploader: name cut to 5 characters, progress while uploading, the reason of a failure. */
export default function FileItem({ item, name = item.name, onRemove }: Props) {
  const failed = item.status === 'error';
  const label = (
    <Tooltip title={failed ? `${MESSAGES.failedTooltip}：${failureDetail(item.message)}` : name}>
      <Typography.Text type={failed ? 'danger' : undefined} data-testid="upload-item" data-status={item.status}>
        {failed ? <WarningOutlined /> : item.status === 'uploading' ? <LoadingOutlined /> : <PaperClipOutlined />}{' '}
        {item.key ? (
          <a href={fileAccessUrl(item.key)} target="_blank" rel="noreferrer">
            {shortName(name)}
          </a>
        ) : (
          shortName(name)
        )}
      </Typography.Text>
    </Tooltip>
  );
  return (
    <div>
      <Flex align="center" gap={8}>
        {label}
        {onRemove && (
          <Button
            type="text"
            size="small"
            aria-label={t('upload.remove')}
            icon={<DeleteOutlined />}
            onClick={onRemove}
          />
        )}
      </Flex>
      {item.status === 'uploading' && (
        <Progress percent={item.percent} size="small" style={{ maxWidth: 320 }} data-testid="upload-progress" />
      )}
    </div>
  );
}
