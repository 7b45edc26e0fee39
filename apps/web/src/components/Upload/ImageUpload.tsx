import { DeleteOutlined, LeftOutlined, LoadingOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Tooltip, Upload } from 'antd';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { fileAccessUrl } from '../../utils/file-url';
import { failureDetail, imageErrorText, isImageFile, MESSAGES, moveItem } from './rules';
import styles from './Upload.module.css';
import { type Uploader, type UploadItem, useUploads } from './use-uploads';

export interface ImageUploadProps {
  value?: string | null;
  onChange?(value: string | undefined): void;
  biz?: string;
  /** Most images; 0 = unlimited. */
  limit?: number;
  disabled?: boolean;
  upload?: Uploader;
}

/**
 * The image uploader (spec §3/§4/§5/§8): image files only ('请上传图片'), cards that go uploading → done / error
 * (a failure opens '上传出错'), and the mover: left and right along the list ('未知的操作' at the first,
 * '已到最后~' at the last).
 */
export default function ImageUpload({ value, onChange, biz = 'temp', limit = 0, disabled, upload }: ImageUploadProps) {
  const uploads = useUploads({
    value,
    onChange,
    biz,
    limit,
    upload,
    onFailed: (item) =>
      feedback.modal.error({ title: MESSAGES.imageErrorTitle, content: imageErrorText(item.message) }),
  });
  const move = (index: number, step: -1 | 1) => {
    const moved = moveItem(uploads.keys, index, step);
    if (moved.ok) uploads.reorder(moved.items);
    else feedback.message.warning(moved.message);
  };
  const card = (item: UploadItem, index: number) => (
    <div key={item.uid} className={styles.card} data-testid="image-card" data-status={item.status}>
      {item.status === 'done' && item.key ? (
        <>
          <Image src={fileAccessUrl(item.key)} width={96} height={96} style={{ objectFit: 'cover' }} />
          {!disabled && (
            <Flex className={styles.actions} justify="center">
              <Button
                size="small"
                type="text"
                className={styles.action}
                aria-label={t('upload.moveLeft')}
                icon={<LeftOutlined />}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                type="text"
                className={styles.action}
                aria-label={t('upload.remove')}
                icon={<DeleteOutlined />}
                onClick={() => uploads.remove(item)}
              />
              <Button
                size="small"
                type="text"
                className={styles.action}
                aria-label={t('upload.moveRight')}
                icon={<RightOutlined />}
                onClick={() => move(index, 1)}
              />
            </Flex>
          )}
        </>
      ) : item.status === 'uploading' ? (
        <Flex vertical align="center" justify="center" className={styles.fill}>
          <LoadingOutlined />
          <Progress percent={item.percent} size="small" showInfo={false} style={{ width: 72 }} />
        </Flex>
      ) : (
        <Tooltip title={`${MESSAGES.failedTooltip}：${failureDetail(item.message)}`}>
          <Flex vertical align="center" justify="center" className={`${styles.fill} ${styles.failed}`}>
            <span className={styles.name}>{item.name}</span>
            <Button size="small" type="link" danger onClick={() => uploads.remove(item)}>
              {t('upload.remove')}
            </Button>
          </Flex>
        </Tooltip>
      )}
    </div>
  );
  return (
    <Flex wrap gap={8}>
      {uploads.items.map(card)}
      {!disabled && uploads.canAdd && (
        <Upload
          accept="image/*"
          multiple={limit !== 1}
          showUploadList={false}
          beforeUpload={(file, chosen) => {
            if (!isImageFile(file)) feedback.message.warning(MESSAGES.imageOnly);
            else if (chosen.indexOf(file) < uploads.room) void uploads.start(file);
            return false;
          }}
        >
          <button type="button" className={styles.add}>
            <PlusOutlined />
            <div>{t('upload.upload')}</div>
          </button>
        </Upload>
      )}
    </Flex>
  );
}
