import { Divider, Popconfirm, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { Row } from '../../api/entity';
import { useEntityT } from './texts';
import type { EntityAction } from './use-entity-permissions';

interface Props {
  row: Row;
  can: Record<EntityAction, boolean>;
  onEdit(row: Row): void;
  onDetail(row: Row): void;
  onDelete(row: Row): void;
}

/** 编辑 / 详情 / 删除 of a row; edit and delete only with their permissions, delete after a confirmation. */
export default function RowActions({ row, can, onEdit, onDetail, onDelete }: Props) {
  const t = useEntityT();
  const links: { key: string; node: ReactNode }[] = [];
  if (can.edit)
    links.push({ key: 'edit', node: <Typography.Link onClick={() => onEdit(row)}>{t('edit')}</Typography.Link> });
  links.push({ key: 'detail', node: <Typography.Link onClick={() => onDetail(row)}>{t('detail')}</Typography.Link> });
  if (can.delete) {
    links.push({
      key: 'delete',
      node: (
        <Popconfirm title={t('confirmDelete')} onConfirm={() => onDelete(row)}>
          <Typography.Link type="danger">{t('delete')}</Typography.Link>
        </Popconfirm>
      ),
    });
  }
  return links.map((link, index) => (
    <Fragment key={link.key}>
      {index > 0 && <Divider orientation="vertical" />}
      {link.node}
    </Fragment>
  ));
}
