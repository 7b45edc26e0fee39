import RichTextEditor from '../../components/RichTextEditor';
import WidgetDemo from './WidgetDemo';

export default function RichTextDemo() {
  return (
    <WidgetDemo
      title="富文本编辑器"
      intro="内容正文的编辑器：标题、格式、列表、代码块、链接与图片（图片上传到文件服务）。"
      fields={[
        {
          name: 'body',
          label: '正文',
          input: <RichTextEditor biz="temp" />,
          initialValue: '<p>欢迎使用<strong>云站</strong>。</p>',
        },
      ]}
    />
  );
}
