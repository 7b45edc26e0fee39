import { PaperClipOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Image, Space } from 'antd';
import { fileAccessUrl } from '../../utils/file-url';
import { keysOf } from './rules';
import { useFileNames } from './use-file-names';

interface Props {
  kind: 'image' | 'file' | 'video';
  /** Stored keys, comma-joined. */
  value: unknown;
}

/** Stored files read-only, for lists and details: image thumbnails, or links named after the original files. */
export default function FileView({ kind, value }: Props) {
  const keys = keysOf(value);
  const names = useFileNames(kind === 'image' ? [] : keys);
  if (kind === 'image') {
    return (
      <Image.PreviewGroup>
        <Space size={4}>
          {keys.map((key) => (
            <Image key={key} src={fileAccessUrl(key)} width={40} height={40} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  return (
    <Space size={4} wrap>
      {keys.map((key) => (
        <a key={key} href={fileAccessUrl(key)} target="_blank" rel="noreferrer" title={names[key]}>
          {kind === 'video' ? <PlayCircleOutlined /> : <PaperClipOutlined />} {names[key]}
        </a>
      ))}
    </Space>
  );
}
