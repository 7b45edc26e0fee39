import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import FileItem from './FileItem';
import { failedMessage } from './rules';
import { useFileNames } from './use-file-names';
import { type Uploader, useUploads } from './use-uploads';

export interface FileUploadProps {
  /** Stored keys, comma-joined. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  /** Storage folder (POST /sys/common/upload `biz`). */
  biz?: string;
  /** Most files; 0 = unlimited (spec §9). */
  limit?: number;
  /** Accepted types for the file chooser, e.g. '.zip,.pdf'. */
  accept?: string;
  disabled?: boolean;
  /** How a file is sent (default: whole, or chunked and resumable when big). */
  upload?: Uploader;
}

/** The file uploader (spec §3/§4): uploading → done / error, names cut at 5 characters, big files in chunks. */
export default function FileUpload({
  value,
  onChange,
  biz = 'temp',
  limit = 0,
  accept,
  disabled,
  upload,
}: FileUploadProps) {
  const uploads = useUploads({
    value,
    onChange,
    biz,
    limit,
    upload,
    onFailed: (item) => feedback.message.error(failedMessage(item.name)),
  });
  const names = useFileNames(uploads.keys);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {!disabled && uploads.canAdd && (
        <Upload
          accept={accept}
          multiple={limit !== 1}
          showUploadList={false}
          beforeUpload={(file, chosen) => {
            if (chosen.indexOf(file) < uploads.room) void uploads.start(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('upload.upload')}</Button>
        </Upload>
      )}
      {uploads.items.map((item) => (
        <FileItem
          key={item.uid}
          item={item}
          name={item.key ? names[item.key] : item.name}
          onRemove={disabled || item.status === 'uploading' ? undefined : () => uploads.remove(item)}
        />
      ))}
    </Space>
  );
}
