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
import { type MessageKey, t } from '../../locales/i18n';
import styles from './RichTextEditor.module.css';
import TableMenu from './TableMenu';

type Level = 1 | 2 | 3 | 4;
const BLOCKS: { value: number; label: MessageKey }[] = [
  { value: 0, label: 'rte.paragraph' },
  { value: 1, label: 'rte.h1' },
  { value: 2, label: 'rte.h2' },
  { value: 3, label: 'rte.h3' },
  { value: 4, label: 'rte.h4' },
];
const ALIGNMENTS = [
  ['left', 'rte.alignLeft', <AlignLeftOutlined key="l" />],
  ['center', 'rte.alignCenter', <AlignCenterOutlined key="c" />],
  ['right', 'rte.alignRight', <AlignRightOutlined key="r" />],
  ['justify', 'rte.justify', <MenuOutlined key="j" />],
] as const;
/** Switches that stay usable while the source is shown. */
const AWAKE: ReadonlySet<MessageKey> = new Set(['rte.source', 'rte.fullscreen', 'rte.exitFullscreen']);

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
  const button = (key: MessageKey, icon: ReactNode, run: () => void, active = false, disabled = false) => {
    const title = t(key);
    return (
      <Tooltip title={title} key={key}>
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          aria-label={title}
          aria-pressed={active}
          icon={icon}
          disabled={disabled || (resting && !AWAKE.has(key))}
          onClick={run}
        />
      </Tooltip>
    );
  };
  const glyph = (text: string) => <span className={styles.glyph}>{text}</span>;
  return (
    <Flex wrap gap={2} align="center" className={styles.toolbar}>
      {button('rte.undo', <UndoOutlined />, () => chain().undo().run(), false, !state.canUndo)}
      {button('rte.redo', <RedoOutlined />, () => chain().redo().run(), false, !state.canRedo)}
      <Divider orientation="vertical" />
      <Select
        size="small"
        aria-label={t('rte.block')}
        style={{ width: 104 }}
        value={state.level}
        options={BLOCKS.map((b) => ({ value: b.value, label: t(b.label) }))}
        disabled={resting}
        onChange={(level) =>
          level
            ? chain()
                .setHeading({ level: level as Level })
                .run()
            : chain().setParagraph().run()
        }
      />
      {button('rte.bold', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
      {button('rte.italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
      {button('rte.underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
      {button('rte.strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
      {button('rte.inlineCode', glyph('</>'), () => chain().toggleCode().run(), state.code)}
      {button('rte.clear', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().unsetTextAlign().run())}
      <Divider orientation="vertical" />
      {ALIGNMENTS.map(([align, title, icon]) =>
        button(title, icon, () => chain().setTextAlign(align).run(), state.align === align),
      )}
      <Divider orientation="vertical" />
      {button('rte.bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
      {button('rte.orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state.orderedList)}
      {button('rte.quote', glyph('❝'), () => chain().toggleBlockquote().run(), state.blockquote)}
      {button('rte.codeBlock', <CodeOutlined />, () => chain().toggleCodeBlock().run(), state.codeBlock)}
      {button('rte.rule', <LineOutlined />, () => chain().setHorizontalRule().run())}
      <Divider orientation="vertical" />
      {button('rte.link', <LinkOutlined />, onLink, state.link)}
      {button('rte.image', <PictureOutlined />, onImage, false, uploading)}
      {button('rte.video', <VideoCameraAddOutlined />, onVideo)}
      <TableMenu editor={editor} disabled={resting} />
      <Divider orientation="vertical" />
      {source && button('rte.source', <Html5Outlined />, source.toggle, source.active)}
      {fullscreen.active
        ? button('rte.exitFullscreen', <FullscreenExitOutlined />, fullscreen.toggle, true)
        : button('rte.fullscreen', <FullscreenOutlined />, fullscreen.toggle)}
    </Flex>
  );
}
