import { TableOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { t } from '../../locales/i18n';

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
      label: t('rte.insertTable'),
      disabled: state.inTable,
      onClick: run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
    },
    { type: 'divider' },
    inTable('rowBefore', t('rte.rowBefore'), (c) => c.addRowBefore()),
    inTable('rowAfter', t('rte.rowAfter'), (c) => c.addRowAfter()),
    inTable('deleteRow', t('rte.deleteRow'), (c) => c.deleteRow()),
    { type: 'divider' },
    inTable('colBefore', t('rte.colBefore'), (c) => c.addColumnBefore()),
    inTable('colAfter', t('rte.colAfter'), (c) => c.addColumnAfter()),
    inTable('deleteCol', t('rte.deleteCol'), (c) => c.deleteColumn()),
    { type: 'divider' },
    inTable('header', t('rte.headerRow'), (c) => c.toggleHeaderRow()),
    inTable('merge', t('rte.merge'), (c) => c.mergeCells(), state.canMerge),
    inTable('split', t('rte.split'), (c) => c.splitCell(), state.canSplit),
    { type: 'divider' },
    { ...inTable('deleteTable', t('rte.deleteTable'), (c) => c.deleteTable()), danger: true },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} disabled={disabled}>
      <Button
        size="small"
        type={state.inTable ? 'primary' : 'text'}
        title={t('rte.table')}
        aria-label={t('rte.table')}
        icon={<TableOutlined />}
      />
    </Dropdown>
  );
}
