import type { TableColumnsType } from 'antd';
import type { PickerUser } from '../../api/system-tree';

const SEX: Record<number, string> = { 1: '男', 2: '女' };

/** Columns of the linked-user lists and the user picker (spec §3 user picker row). */
export const USER_COLUMNS: TableColumnsType<PickerUser> = [
  { title: '用户账号', dataIndex: 'username' },
  { title: '用户名称', dataIndex: 'realname' },
  { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number | null) => (sex ? SEX[sex] : '') },
  { title: '手机号码', dataIndex: 'phone' },
  { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
];
