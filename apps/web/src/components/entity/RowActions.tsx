import { Divider, Popconfirm, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Fragment, type ReactNode } from 'react';
import type { Row } from '../../api/entity';
import { useEntityT } from './texts';
import type { EntityAction } from './use-entity-permissions';

/** A page-specific action of a row, shown between 详情 and 删除. */
export interface RowAction {
  key: string;
  label: string;
  onClick(): void;
  /** Asks this question in a pop-up confirmation first. */
  confirm?: string;
  danger?: boolean;
}

interface Props {
  row: Row;
  can: Record<EntityAction, boolean>;
  onEdit(row: Row): void;
  onDetail(row: Row): void;
  onDelete(row: Row): void;
  extra?: readonly RowAction[];
}

export interface ActionColumnOptions extends Omit<Props, 'row' | 'extra'> {
  /** Column title (操作). */
  title: string;
  width: number;
  extra?(row: Row): readonly RowAction[] | undefined;
}

/** The table's action column (fixed right) with these actions in each row. */
export function actionColumn({ title, width, extra, ...actions }: ActionColumnOptions): ColumnType<Row> {
  return {
    key: 'action',
    title,
    align: 'center',
    fixed: 'right',
    width,
    render: (_: unknown, row: Row) => <RowActions row={row} {...actions} extra={extra?.(row)} />,
  };
}

function actionLink(label: string, onClick: (() => void) | undefined, danger?: boolean, confirm?: string): ReactNode {
  const link = (
    <Typography.Link type={danger ? 'danger' : undefined} onClick={confirm ? undefined : onClick}>
      {label}
    </Typography.Link>
  );
  return confirm ? (
    <Popconfirm title={confirm} onConfirm={onClick}>
      {link}
    </Popconfirm>
  ) : (
    link
  );
}

/** 编辑 / 详情 / page actions / 删除 of a row; edit and delete only with their permissions, delete after a confirmation. */
export default function RowActions({ row, can, onEdit, onDetail, onDelete, extra = [] }: Props) {
  const t = useEntityT();
  const links: { key: string; node: ReactNode }[] = [];
  if (can.edit) links.push({ key: 'edit', node: actionLink(t('edit'), () => onEdit(row)) });
  links.push({ key: 'detail', node: actionLink(t('detail'), () => onDetail(row)) });
  for (const action of extra) {
    links.push({ key: action.key, node: actionLink(action.label, action.onClick, action.danger, action.confirm) });
  }
  if (can.delete) {
    links.push({ key: 'delete', node: actionLink(t('delete'), () => onDelete(row), true, t('confirmDelete')) });
  }
  return links.map((link, index) => (
    <Fragment key={link.key}>
      {index > 0 && <Divider orientation="vertical" />}
      {link.node}
    </Fragment>
  ));
}
