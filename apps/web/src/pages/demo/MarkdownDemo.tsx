import MarkdownEditor from '../../components/MarkdownEditor';
import WidgetDemo from './WidgetDemo';

export default function MarkdownDemo() {
  return (
    <WidgetDemo
      title="Markdown编辑器"
      intro="中文工具栏、实时预览；预览中的原始 HTML 经过净化，脚本不会执行。"
      fields={[
        {
          name: 'content',
          label: '正文',
          input: <MarkdownEditor />,
          initialValue: '## 产品简介\n\n- 高清\n- **静音**',
        },
      ]}
    />
  );
}
