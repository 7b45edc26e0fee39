import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { fileAccessUrl } from '../../../utils/file-url';
import { uploadAny } from '../../Upload/upload-client';
import type { CellProps, EditableColumn } from '../types';

/** Files one cell may hold: `uploadnum` of fieldExtendJson, 0 (or none) = unlimited (spec §9). */
export function uploadLimit(column: EditableColumn): number {
  if (!column.fieldExtendJson) return column.type === 'upload' ? 0 : 1;
  try {
    const n = Number((JSON.parse(column.fieldExtendJson) as { uploadnum?: unknown }).uploadnum);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** A stored file's name cut at 5 characters plus an ellipsis (spec §9). */
export const shortName = (path: string) => {
  const name = path.split('/').pop() ?? path;
  return name.length > 5 ? `${name.slice(0, 5)}…` : name;
};

const pathsOf = (value: unknown) => (typeof value === 'string' && value ? value.split(',').filter(Boolean) : []);

/**
 * upload, file and image: each file goes to the folder 'temp' (whole, or in resumable chunks from 8 MB: `uploadAny`);
 * the cell keeps the stored paths comma-separated. The server answers a path in `message` only, so `responseName`
 * has nothing to choose.
 */
export function UploadCell({ column, value, disabled, onChange }: CellProps) {
  const [busy, setBusy] = useState(false);
  const paths = pathsOf(value);
  const limit = uploadLimit(column);
  const full = limit > 0 && paths.length >= limit;
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange([...paths, await uploadAny(file, 'temp')].join(','));
    } catch {
      feedback.message.error(t('table.uploadFailed', { name: file.name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} wrap>
      {paths.map((path) => (
        <Space key={path} size={2}>
          <span title={path}>{shortName(path)}</span>
          {column.allowDownload !== false && (
            <a href={fileAccessUrl(path)} target="_blank" rel="noreferrer" aria-label={t('common.download')}>
              <DownloadOutlined />
            </a>
          )}
          {column.allowRemove !== false && !disabled && (
            <DeleteOutlined
              aria-label={t('table.removeFile')}
              onClick={() => onChange(paths.filter((p) => p !== path).join(','))}
            />
          )}
        </Space>
      ))}
      {!full && (
        <Upload
          showUploadList={false}
          accept={column.type === 'image' ? 'image/*' : undefined}
          disabled={disabled || busy}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy}>
            {column.type === 'image' ? t('table.uploadImage') : t('table.uploadFile')}
          </Button>
        </Upload>
      )}
    </Space>
  );
}
