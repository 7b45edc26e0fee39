import RichTextEditor from '../../components/RichTextEditor';
import WidgetDemo from './WidgetDemo';

export default function RichTextDemo() {
  return (
    <WidgetDemo
      title="富文本编辑器"
      intro="内容正文的编辑器：标题、格式、对齐、列表、表格、链接、图片（按钮、拖放、粘贴，上传到文件服务）、视频管理中的视频、全屏；管理员可查看源代码。"
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
