import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Flex, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4;
const BLOCKS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题1' },
  { value: 2, label: '标题2' },
  { value: 3, label: '标题3' },
  { value: 4, label: '标题4' },
];

interface Props {
  editor: Editor;
  onLink(): void;
  onImage(): void;
  uploading: boolean;
}

export default function Toolbar({ editor, onLink, onImage, uploading }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3, 4] as Level[]).find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (title: string, icon: ReactNode, run: () => void, active = false, disabled = false) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <Flex
      wrap
      gap={2}
      align="center"
      style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border, #d9d9d9)' }}
    >
      {button('撤销', <UndoOutlined />, () => chain().undo().run(), false, !state.canUndo)}
      {button('重做', <RedoOutlined />, () => chain().redo().run(), false, !state.canRedo)}
      <Divider type="vertical" />
      <Select
        size="small"
        aria-label="段落格式"
        style={{ width: 84 }}
        value={state.level}
        options={BLOCKS}
        onChange={(level) =>
          level
            ? chain()
                .setHeading({ level: level as Level })
                .run()
            : chain().setParagraph().run()
        }
      />
      {button('粗体', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
      {button('斜体', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
      {button('下划线', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
      {button('删除线', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
      <Divider type="vertical" />
      {button('无序列表', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
      {button('有序列表', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state.orderedList)}
      {button('代码块', <CodeOutlined />, () => chain().toggleCodeBlock().run(), state.codeBlock)}
      {button('分割线', <LineOutlined />, () => chain().setHorizontalRule().run())}
      <Divider type="vertical" />
      {button('链接', <LinkOutlined />, onLink, state.link)}
      {button('图片', <PictureOutlined />, onImage, false, uploading)}
    </Flex>
  );
}
