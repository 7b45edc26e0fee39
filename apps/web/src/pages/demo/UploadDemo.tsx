import { FilePop, FileUpload, VideoUpload } from '../../components/Upload';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function UploadDemo() {
  return (
    <WidgetDemo
      title={t('demo.upload.title')}
      intro={t('demo.upload.intro')}
      fields={[
        { name: 'files', label: t('demo.upload.files'), input: <FileUpload biz="cms" /> },
        { name: 'one', label: t('demo.upload.one'), input: <FileUpload biz="cms" limit={1} /> },
        { name: 'three', label: t('demo.upload.three'), input: <FileUpload biz="cms" limit={3} /> },
        { name: 'pop', label: t('demo.upload.pop'), input: <FilePop biz="cms" /> },
        { name: 'video', label: t('demo.upload.video'), input: <VideoUpload biz="cms" /> },
      ]}
    />
  );
}
