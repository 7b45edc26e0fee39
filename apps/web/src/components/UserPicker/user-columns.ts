import type { TableColumnsType } from 'antd';
import type { PickerUser } from '../../api/system-tree';
import { t } from '../../locales/i18n';

const sexText = (sex: number | null) => (sex === 1 ? t('picker.male') : sex === 2 ? t('picker.female') : '');

/** Columns of the linked-user lists and the user picker (spec §3 user picker row), in the interface language. */
export const userColumns = (): TableColumnsType<PickerUser> => [
  { title: t('picker.username'), dataIndex: 'username' },
  { title: t('userPicker.name'), dataIndex: 'realname' },
  { title: t('picker.sex'), dataIndex: 'sex', width: 70, render: sexText },
  { title: t('picker.phone'), dataIndex: 'phone' },
  { title: t('picker.depart'), dataIndex: 'orgCodeTxt', ellipsis: true },
];
