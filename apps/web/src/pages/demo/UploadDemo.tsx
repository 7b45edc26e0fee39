import { FilePop, FileUpload, VideoUpload } from '../../components/Upload';
import WidgetDemo from './WidgetDemo';

export default function UploadDemo() {
  return (
    <WidgetDemo
      title="文件上传"
      intro="上传中 → 完成 / 失败（悬停看原因）；文件名显示前 5 个字；大于 8MB 的文件分片上传，显示进度，中断后再次选择同一文件会续传。"
      fields={[
        { name: 'files', label: '文件（不限个数）', input: <FileUpload biz="cms" /> },
        { name: 'one', label: '单个文件', input: <FileUpload biz="cms" limit={1} /> },
        { name: 'three', label: '最多 3 个', input: <FileUpload biz="cms" limit={3} /> },
        { name: 'pop', label: '弹窗上传', input: <FilePop biz="cms" /> },
        { name: 'video', label: '视频（mp4）', input: <VideoUpload biz="cms" /> },
      ]}
    />
  );
}
