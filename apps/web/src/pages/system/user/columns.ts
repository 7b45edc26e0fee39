import type { TableColumnsType } from 'antd';
import type { Row } from '../../../api/entity';
import { t } from '../../../locales/i18n';

/** Departments of a user, before the status (as JeecgBoot's user list). */
export const departColumn = {
  key: 'orgCodeTxt',
  dataIndex: 'orgCodeTxt',
  get title() {
    return t('user.depart');
  },
  ellipsis: true,
  width: 160,
};

export function withDepartColumn<C extends { key?: unknown }>(base: readonly C[]): (C | typeof departColumn)[] {
  const at = base.findIndex((column) => column.key === 'status');
  return at < 0 ? [...base, departColumn] : [...base.slice(0, at), departColumn, ...base.slice(at)];
}

/** The user list's table columns from the schema's (shared by the page and the build's list shell). */
export const userListColumns = (base: TableColumnsType<Row>): TableColumnsType<Row> => withDepartColumn(base);
