import { DownOutlined } from '@ant-design/icons';
import { Divider, Dropdown, type MenuProps, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Fragment } from 'react';
import type { Row } from '../../api/entity';
import { feedback } from '../../utils/feedback';
import { useEntityT } from './texts';
import type { EntityAction } from './use-entity-permissions';

/** A page-specific action of a row: in the 更多 menu after 详情, or beside the main action when `primary`. */
export interface RowAction {
  key: string;
  label: string;
  onClick(): void;
  /** Asks this question in a confirmation first. */
  confirm?: string;
  danger?: boolean;
  /** Shown beside 编辑 instead of under 更多 (添加下级 of a tree row). */
  primary?: boolean;
}

interface Props {
  row: Row;
  can: Record<EntityAction, boolean>;
  onEdit(row: Row): void;
  onDetail(row: Row): void;
  onDelete(row: Row): void;
  extra?: readonly RowAction[];
  /** Why the row cannot be edited or deleted now (a row under review): 编辑 shows disabled with it, 删除 is left out. */
  locked?: string;
}

export interface ActionColumnOptions extends Omit<Props, 'row' | 'extra' | 'locked'> {
  /** Column title (操作). */
  title: string;
  /** Default: room for the main action and 更多. */
  width?: number;
  extra?(row: Row): readonly RowAction[] | undefined;
  /** Why a row is locked (`locked` of its actions), or undefined. */
  lockOf?(row: Row): string | undefined;
}

/** 编辑 | 更多 ▾ with room to spare. */
export const ACTION_COLUMN_WIDTH = 140;
/** 编辑 | a primary action of up to four characters | 更多 ▾. */
export const PRIMARY_ACTION_WIDTH = 220;

/** The table's action column (fixed right) with these actions in each row. */
export function actionColumn({ title, width, extra, lockOf, ...actions }: ActionColumnOptions): ColumnType<Row> {
  return {
    key: 'action',
    title,
    align: 'center',
    fixed: 'right',
    width: width ?? ACTION_COLUMN_WIDTH,
    render: (_: unknown, row: Row) => <RowActions row={row} {...actions} extra={extra?.(row)} locked={lockOf?.(row)} />,
  };
}

/**
 * Where the 更多 menu renders: inside the drawer that holds the row, so that it stays at its row when the page beneath
 * changes height (a list reloading after a change in the drawer clamps the page's scroll, and a menu placed on the
 * page would jump away from its row); on the page elsewhere.
 */
const popupContainer = (trigger: HTMLElement): HTMLElement =>
  trigger.closest<HTMLElement>('.ant-drawer-body') ?? document.body;

/** Runs the action, after its confirmation when it has one. */
function perform(action: RowAction): void {
  if (!action.confirm) {
    action.onClick();
    return;
  }
  feedback.modal.confirm({ title: action.confirm, onOk: () => action.onClick() });
}

/**
 * The row's main action (编辑, or 详情 without the edit right), the page's primary actions, and 更多: a menu with
 * 详情, the page actions and 删除 (JeecgBoot's action column). Edit and delete only with their permissions, delete
 * after a confirmation. A locked row keeps 编辑 in its place, disabled, with the reason on hover.
 */
export default function RowActions({ row, can, onEdit, onDetail, onDelete, extra = [], locked }: Props) {
  const t = useEntityT();
  const edit: RowAction = { key: 'edit', label: t('edit'), onClick: () => onEdit(row) };
  const detail: RowAction = { key: 'detail', label: t('detail'), onClick: () => onDetail(row) };
  const remove: RowAction = {
    key: 'delete',
    label: t('delete'),
    danger: true,
    confirm: t('confirmDelete'),
    onClick: () => onDelete(row),
  };
  const shown = [can.edit ? edit : detail, ...extra.filter((action) => action.primary)];
  const more = [
    ...(can.edit ? [detail] : []),
    ...extra.filter((action) => !action.primary),
    ...(can.delete && !locked ? [remove] : []),
  ];
  const menu: MenuProps = {
    items: more.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const action = more.find((a) => a.key === key);
      if (action) perform(action);
    },
  };
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {shown.map((action, index) => (
        <Fragment key={action.key}>
          {index > 0 && <Divider orientation="vertical" />}
          {locked && action === edit ? (
            <Tooltip title={locked}>
              <Typography.Link disabled aria-disabled>
                {action.label}
              </Typography.Link>
            </Tooltip>
          ) : (
            <Typography.Link type={action.danger ? 'danger' : undefined} onClick={() => perform(action)}>
              {action.label}
            </Typography.Link>
          )}
        </Fragment>
      ))}
      {more.length > 0 && (
        <>
          <Divider orientation="vertical" />
          <Dropdown menu={menu} getPopupContainer={popupContainer}>
            <Typography.Link>
              {t('more')} <DownOutlined />
            </Typography.Link>
          </Dropdown>
        </>
      )}
    </span>
  );
}
