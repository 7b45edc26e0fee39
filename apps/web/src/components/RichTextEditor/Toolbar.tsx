import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  Html5Outlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  MenuOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraAddOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Flex, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './RichTextEditor.module.css';
import TableMenu from './TableMenu';

type Level = 1 | 2 | 3 | 4;
const BLOCKS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题1' },
  { value: 2, label: '标题2' },
  { value: 3, label: '标题3' },
  { value: 4, label: '标题4' },
];
const ALIGNMENTS = [
  ['left', '左对齐', <AlignLeftOutlined key="l" />],
  ['center', '居中', <AlignCenterOutlined key="c" />],
  ['right', '右对齐', <AlignRightOutlined key="r" />],
  ['justify', '两端对齐', <MenuOutlined key="j" />],
] as const;

interface Props {
  editor: Editor;
  onLink(): void;
  onImage(): void;
  onVideo(): void;
  uploading: boolean;
  /** The HTML source switch, shown only to those allowed it. */
  source?: { active: boolean; toggle(): void };
  fullscreen: { active: boolean; toggle(): void };
}

/** The editor's toolbar; everything but the source and full-screen switches rests while the source is shown. */
export default function Toolbar({ editor, onLink, onImage, onVideo, uploading, source, fullscreen }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3, 4] as Level[]).find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      align: ALIGNMENTS.find(([align]) => e.isActive({ textAlign: align }))?.[0],
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const resting = !!source?.active;
  const chain = () => editor.chain().focus();
  const button = (title: string, icon: ReactNode, run: () => void, active = false, disabled = false) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled || (resting && title !== '源代码' && title !== '全屏' && title !== '退出全屏')}
        onClick={run}
      />
    </Tooltip>
  );
  const glyph = (text: string) => <span className={styles.glyph}>{text}</span>;
  return (
    <Flex wrap gap={2} align="center" className={styles.toolbar}>
      {button('撤销', <UndoOutlined />, () => chain().undo().run(), false, !state.canUndo)}
      {button('重做', <RedoOutlined />, () => chain().redo().run(), false, !state.canRedo)}
      <Divider orientation="vertical" />
      <Select
        size="small"
        aria-label="段落格式"
        style={{ width: 84 }}
        value={state.level}
        options={BLOCKS}
        disabled={resting}
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
      {button('行内代码', glyph('</>'), () => chain().toggleCode().run(), state.code)}
      {button('清除格式', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().unsetTextAlign().run())}
      <Divider orientation="vertical" />
      {ALIGNMENTS.map(([align, title, icon]) =>
        button(title, icon, () => chain().setTextAlign(align).run(), state.align === align),
      )}
      <Divider orientation="vertical" />
      {button('无序列表', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
      {button('有序列表', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state.orderedList)}
      {button('引用', glyph('❝'), () => chain().toggleBlockquote().run(), state.blockquote)}
      {button('代码块', <CodeOutlined />, () => chain().toggleCodeBlock().run(), state.codeBlock)}
      {button('分割线', <LineOutlined />, () => chain().setHorizontalRule().run())}
      <Divider orientation="vertical" />
      {button('链接', <LinkOutlined />, onLink, state.link)}
      {button('图片', <PictureOutlined />, onImage, false, uploading)}
      {button('视频', <VideoCameraAddOutlined />, onVideo)}
      <TableMenu editor={editor} disabled={resting} />
      <Divider orientation="vertical" />
      {source && button('源代码', <Html5Outlined />, source.toggle, source.active)}
      {fullscreen.active
        ? button('退出全屏', <FullscreenExitOutlined />, fullscreen.toggle, true)
        : button('全屏', <FullscreenOutlined />, fullscreen.toggle)}
    </Flex>
  );
}
