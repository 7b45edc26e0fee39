import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../api/http';
import { saveBlob } from '../../components/entity/export-file';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';

/**
 * An applicant's resume, fetched with the session (the `resume` folder is staff-only, so a plain link would be
 * refused) and saved as `简历-<name>.<ext>`.
 */
export default function ResumeLink({ path, name }: { path: unknown; name: unknown }) {
  const [loading, setLoading] = useState(false);
  if (typeof path !== 'string' || !path) return <span>-</span>;
  const open = async () => {
    setLoading(true);
    try {
      const data = await downloadFile(`/sys/common/static/${path}`);
      if (data instanceof Blob && data.size)
        saveBlob(data, t('app.resumeFile', { name: String(name ?? ''), ext: path.slice(path.lastIndexOf('.')) }));
      else feedback.message.warning(t('app.downloadFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button type="link" size="small" icon={<FileTextOutlined />} loading={loading} onClick={() => void open()}>
      {t('app.resume')}
    </Button>
  );
}
