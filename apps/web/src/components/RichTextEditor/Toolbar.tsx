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
import { type MessageKey, t } from '../../locales/i18n';

type Level = 1 | 2 | 3 | 4;
const BLOCKS: Array<{ value: number; label: MessageKey }> = [
  { value: 0, label: 'rte.paragraph' },
  { value: 1, label: 'rte.h1' },
  { value: 2, label: 'rte.h2' },
  { value: 3, label: 'rte.h3' },
  { value: 4, label: 'rte.h4' },
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
      {button(t('rte.undo'), <UndoOutlined />, () => chain().undo().run(), false, !state.canUndo)}
      {button(t('rte.redo'), <RedoOutlined />, () => chain().redo().run(), false, !state.canRedo)}
      <Divider type="vertical" />
      <Select
        size="small"
        aria-label={t('rte.block')}
        style={{ width: 84 }}
        value={state.level}
        options={BLOCKS.map((b) => ({ value: b.value, label: t(b.label) }))}
        onChange={(level) =>
          level
            ? chain()
                .setHeading({ level: level as Level })
                .run()
            : chain().setParagraph().run()
        }
      />
      {button(t('rte.bold'), <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
      {button(t('rte.italic'), <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
      {button(t('rte.underline'), <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
      {button(t('rte.strike'), <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
      <Divider type="vertical" />
      {button(t('rte.bulletList'), <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
      {button(
        t('rte.orderedList'),
        <OrderedListOutlined />,
        () => chain().toggleOrderedList().run(),
        state.orderedList,
      )}
      {button(t('rte.codeBlock'), <CodeOutlined />, () => chain().toggleCodeBlock().run(), state.codeBlock)}
      {button(t('rte.rule'), <LineOutlined />, () => chain().setHorizontalRule().run())}
      <Divider type="vertical" />
      {button(t('rte.link'), <LinkOutlined />, onLink, state.link)}
      {button(t('rte.image'), <PictureOutlined />, onImage, false, uploading)}
    </Flex>
  );
}
