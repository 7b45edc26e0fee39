import { PlayCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import { fileAccessUrl } from '../../utils/file-url';
import FileItem from './FileItem';
import { failedMessage, isMp4File, MESSAGES } from './rules';
import { uploadWhole } from './upload-client';
import { useFileNames } from './use-file-names';
import { type Uploader, useUploads } from './use-uploads';
import { videoCover } from './video-cover';

export interface VideoUploadProps {
  value?: string | null;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
  upload?: Uploader;
  /** Storage folder (default 'cms': the one that takes mp4). */
  biz?: string;
  /** The stored key of a cover frame taken from the chosen video in the browser. */
  onCover?(key: string): void;
}

/** The video uploader: one mp4 ('请上传mp4视频'), big ones in chunks with progress, and a cover frame. */
export default function VideoUpload({ value, onChange, biz = 'cms', disabled, upload, onCover }: VideoUploadProps) {
  const [cover, setCover] = useState<string>();
  const uploads = useUploads({
    value,
    onChange,
    biz,
    limit: 1,
    upload,
    onFailed: (item) => feedback.message.error(failedMessage(item.name)),
  });
  const names = useFileNames(uploads.keys);
  const takeCover = async (file: File) => {
    try {
      const frame = await videoCover(file);
      setCover(URL.createObjectURL(frame));
      const name = `${file.name.replace(/\.mp4$/i, '')}.jpg`;
      onCover?.(await uploadWhole(new File([frame], name, { type: 'image/jpeg' }), biz));
    } catch {
      // A video the browser cannot decode has no cover; the video itself still uploads.
    }
  };
  const key = uploads.keys[0];
  return (
    <Flex vertical gap={8}>
      {!disabled && uploads.canAdd && (
        <Upload
          accept="video/mp4,.mp4"
          showUploadList={false}
          beforeUpload={(file) => {
            if (!isMp4File(file)) feedback.message.warning(MESSAGES.mp4Only);
            else {
              void uploads.start(file);
              void takeCover(file);
            }
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('upload.video')}</Button>
        </Upload>
      )}
      {cover && (
        <img
          src={cover}
          alt={t('upload.videoCover')}
          data-testid="video-cover"
          style={{ width: 160, borderRadius: 6 }}
        />
      )}
      {key && (
        <a href={fileAccessUrl(key)} target="_blank" rel="noreferrer">
          <PlayCircleOutlined /> {names[key]}
        </a>
      )}
      {uploads.items
        .filter((item) => item.status !== 'done')
        .map((item) => (
          <FileItem key={item.uid} item={item} onRemove={() => uploads.remove(item)} />
        ))}
      {key && !disabled && (
        <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => uploads.remove(uploads.items[0])}>
          {t('upload.removeVideo')}
        </Button>
      )}
    </Flex>
  );
}
