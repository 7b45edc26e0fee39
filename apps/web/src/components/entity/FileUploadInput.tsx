import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileField } from '@yunzhan/common/entities/index';
import { Button, Upload, type UploadFile } from 'antd';
import { useMemo } from 'react';
import { uploadFile } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import { fileAccessUrl } from '../../utils/file-url';
import { useEntityT } from './texts';

interface Props {
  field: FileField;
  /** Storage folder of POST /sys/common/upload ('avatar', 'cms', 'temp'). */
  biz: string;
  /** Stored keys, comma-separated when the field takes several files. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
}

const keysOf = (value: string | null | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** Upload of image and file fields: each file goes to POST /sys/common/upload; the value is the stored key(s). */
export default function FileUploadInput({ field, biz, value, onChange, disabled }: Props) {
  const t = useEntityT();
  const isImage = field.kind === 'image';
  const keys = keysOf(value);
  const fileList = useMemo<UploadFile[]>(
    () =>
      keysOf(value).map((key) => ({
        uid: key,
        name: key.split('/').pop() ?? key,
        status: 'done',
        url: fileAccessUrl(key),
      })),
    [value],
  );
  const max = field.multiple ? undefined : 1;

  const accept = (file: File) => {
    if (isImage && !file.type.startsWith('image/')) {
      feedback.message.warning(t('uploadImageOnly'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <Upload
      listType={isImage ? 'picture-card' : 'text'}
      accept={isImage ? 'image/*' : field.accept?.join(',')}
      fileList={fileList}
      maxCount={max}
      disabled={disabled}
      beforeUpload={accept}
      customRequest={async ({ file, onSuccess, onError, onProgress }) => {
        const upload = file as File;
        try {
          const response = await uploadFile(upload, biz, (percent) => onProgress?.({ percent }));
          if (!response.success) throw new Error(response.message);
          onSuccess?.(response);
          onChange?.([...(field.multiple ? keys : []), response.message].join(','));
        } catch (error) {
          feedback.message.error(t('uploadFailed', { name: upload.name }));
          onError?.(error as Error);
        }
      }}
      onRemove={(file) => {
        const rest = keys.filter((key) => key !== file.uid);
        onChange?.(rest.length ? rest.join(',') : undefined);
      }}
    >
      {max && keys.length >= max ? null : isImage ? (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload')}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{t('upload')}</Button>
      )}
    </Upload>
  );
}
