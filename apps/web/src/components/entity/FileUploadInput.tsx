import type { FileField } from '@yunzhan/common/entities/index';
import { FileUpload, ImageUpload, VideoUpload } from '../Upload';

interface Props {
  field: FileField;
  /** Storage folder of POST /sys/common/upload ('avatar', 'cms', 'temp'). */
  biz: string;
  /** Stored keys, comma-separated when the field takes several files. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
}

/** Image, file and video fields of generated forms: the uploader of the field's kind; the value is the stored key(s). */
export default function FileUploadInput({ field, biz, value, onChange, disabled }: Props) {
  const common = { value, onChange, biz, disabled };
  const limit = field.multiple ? 0 : 1;
  switch (field.kind) {
    case 'image':
      return <ImageUpload {...common} limit={limit} />;
    case 'video':
      return <VideoUpload {...common} />;
    default:
      return <FileUpload {...common} limit={limit} accept={field.accept?.join(',')} />;
  }
}
