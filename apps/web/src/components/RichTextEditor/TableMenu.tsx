import { TableOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Dropdown, type MenuProps } from 'antd';

interface Props {
  editor: Editor;
  disabled?: boolean;
}

/** 表格: insert a table (3 × 3 with a header row), then rows, columns, header, merge and split where the cursor is. */
export default function TableMenu({ editor, disabled }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      inTable: e.isActive('table'),
      canMerge: e.can().mergeCells(),
      canSplit: e.can().splitCell(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();
  const inTable = (key: string, label: string, command: Parameters<typeof run>[0], enabled = state.inTable) => ({
    key,
    label,
    disabled: !enabled,
    onClick: run(command),
  });
  const items: MenuProps['items'] = [
    {
      key: 'insert',
      label: '插入表格',
      disabled: state.inTable,
      onClick: run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
    },
    { type: 'divider' },
    inTable('rowBefore', '上方插入行', (c) => c.addRowBefore()),
    inTable('rowAfter', '下方插入行', (c) => c.addRowAfter()),
    inTable('deleteRow', '删除行', (c) => c.deleteRow()),
    { type: 'divider' },
    inTable('colBefore', '左侧插入列', (c) => c.addColumnBefore()),
    inTable('colAfter', '右侧插入列', (c) => c.addColumnAfter()),
    inTable('deleteCol', '删除列', (c) => c.deleteColumn()),
    { type: 'divider' },
    inTable('header', '切换表头行', (c) => c.toggleHeaderRow()),
    inTable('merge', '合并单元格', (c) => c.mergeCells(), state.canMerge),
    inTable('split', '拆分单元格', (c) => c.splitCell(), state.canSplit),
    { type: 'divider' },
    { ...inTable('deleteTable', '删除表格', (c) => c.deleteTable()), danger: true },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} disabled={disabled}>
      <Button
        size="small"
        type={state.inTable ? 'primary' : 'text'}
        title="表格"
        aria-label="表格"
        icon={<TableOutlined />}
      />
    </Dropdown>
  );
}
