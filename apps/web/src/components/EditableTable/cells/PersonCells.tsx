import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Input, TreeSelect } from 'antd';
import { useState } from 'react';
import type { DepartNode } from '../../../api/system-tree';
import { departTree, unwrap } from '../../../api/system-tree';
import { t } from '../../../locales/i18n';
import UserPickerModal from '../../UserPicker/UserPickerModal';
import type { CellProps } from '../types';
import { splitMulti } from './ChoiceCell';

/** sel_user: users picked in the user picker, their ids stored comma-separated. */
export function UserCell({ column, value, disabled, onChange }: CellProps) {
  const [open, setOpen] = useState(false);
  const ids = splitMulti(value);
  return (
    <>
      <Input
        size="small"
        readOnly
        disabled={disabled}
        value={ids.length ? t('table.selectedPeople', { n: ids.length }) : ''}
        placeholder={column.placeholder ?? t('common.selectLabel', { label: column.title })}
        suffix={<UserOutlined />}
        onClick={() => !disabled && setOpen(true)}
      />
      <UserPickerModal
        open={open}
        confirmLoading={false}
        onCancel={() => setOpen(false)}
        onConfirm={(picked) => {
          onChange(picked.join(','));
          setOpen(false);
        }}
      />
    </>
  );
}

interface DepartOption {
  title: string;
  value: string;
  children?: DepartOption[];
}

const departOptions = (nodes: readonly DepartNode[] | null | undefined): DepartOption[] | undefined =>
  nodes?.length
    ? nodes.map((n) => ({ title: n.departName, value: n.id, children: departOptions(n.children) }))
    : undefined;

/** sel_depart: departments from the department tree, their ids stored comma-separated. */
export function DepartCell({ column, value, disabled, onChange }: CellProps) {
  const tree = useQuery({ queryKey: ['departTree'], queryFn: async () => unwrap(await departTree()) });
  return (
    <TreeSelect
      size="small"
      style={{ width: '100%' }}
      multiple
      maxTagCount={1}
      treeDefaultExpandAll
      treeData={departOptions(tree.data) ?? []}
      value={splitMulti(value)}
      disabled={disabled}
      loading={tree.isPending}
      placeholder={column.placeholder ?? t('common.selectLabel', { label: column.title })}
      onChange={(v: string[]) => onChange(v.join(','))}
    />
  );
}
