import type { TableColumnsType } from 'antd';
import { getAction, http } from '../../api/http';
import { type Page, type PageQuery, unwrap } from '../../api/system-tree';
import { t } from '../../locales/i18n';

/** What a picker lists: a paged source, the key stored, the field named in the input, and a search field. */
export interface PickerSource<T extends object> {
  title: string;
  /** The input's placeholder. */
  placeholder: string;
  rowKey: keyof T & string;
  labelKey: keyof T & string;
  columns: TableColumnsType<T>;
  searchField: keyof T & string;
  searchPlaceholder: string;
  fetchPage(query: PageQuery): Promise<Page<T>>;
  /** The rows of stored keys (the joined keys in one request), to name the current value. */
  fetchByKeys(keys: string[]): Promise<T[]>;
}

/**
 * A source over a JeecgBoot list endpoint: searching is a substring match (`*text*`), the current value is
 * fetched with the keys joined by commas (an IN condition, contract §3).
 */
export function listSource<T extends object>(
  url: string,
  options: Omit<PickerSource<T>, 'fetchPage' | 'fetchByKeys'>,
  fetchByKeys?: PickerSource<T>['fetchByKeys'],
  /** The endpoint matches substrings itself (the user picker's). */
  serverLike = false,
): PickerSource<T> {
  const page = async (params: Record<string, unknown>) => unwrap(await getAction<Page<T>>(url, params));
  return {
    ...options,
    fetchPage: ({ pageNo, pageSize, ...filters }) => {
      const search = filters[options.searchField] as string | undefined;
      const text = search && !serverLike ? `*${search}*` : search;
      return page({ pageNo, pageSize, ...filters, ...(text ? { [options.searchField]: text } : {}) });
    },
    fetchByKeys:
      fetchByKeys ??
      (async (keys) =>
        keys.length
          ? (await page({ pageNo: 1, pageSize: keys.length, [options.rowKey]: keys.join(',') })).records
          : []),
  };
}

export interface RoleRow {
  id: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** Roles (texts in the interface language of the call). */
export const roleSource = () =>
  listSource<RoleRow>('/sys/role/list', {
    title: t('picker.role'),
    placeholder: t('picker.rolePlaceholder'),
    rowKey: 'id',
    labelKey: 'roleName',
    searchField: 'roleName',
    searchPlaceholder: t('picker.roleSearch'),
    columns: [
      { title: t('picker.roleName'), dataIndex: 'roleName' },
      { title: t('picker.roleCode'), dataIndex: 'roleCode' },
      { title: t('picker.description'), dataIndex: 'description', ellipsis: true },
    ],
  });

export interface PositionRow {
  id: string;
  name: string;
  code: string;
  postRank_dictText?: string;
}

/** Positions (texts in the interface language of the call). */
export const positionSource = () =>
  listSource<PositionRow>('/sys/position/list', {
    title: t('picker.position'),
    placeholder: t('picker.positionPlaceholder'),
    rowKey: 'code',
    labelKey: 'name',
    searchField: 'name',
    searchPlaceholder: t('picker.positionSearch'),
    columns: [
      { title: t('picker.positionName'), dataIndex: 'name' },
      { title: t('picker.positionCode'), dataIndex: 'code' },
      { title: t('picker.rank'), dataIndex: 'postRank_dictText' },
    ],
  });

export interface UserRow {
  id: string;
  username: string;
  realname: string;
  sex?: number | null;
  phone?: string | null;
  birthday?: string | null;
  orgCodeTxt?: string | null;
}

const sexText = (sex: number | null) => (sex === 1 ? t('picker.male') : sex === 2 ? t('picker.female') : '');

/** Users by department (contract §7.2 queryUserComponentData): the picker stores usernames by default. */
export const userSource = (store: 'username' | 'id' = 'username') =>
  listSource<UserRow>(
    '/sys/user/queryUserComponentData',
    {
      title: t('picker.user'),
      placeholder: t('picker.userPlaceholder'),
      rowKey: store,
      labelKey: 'realname',
      searchField: 'username',
      searchPlaceholder: t('picker.userSearch'),
      columns: [
        { title: t('picker.username'), dataIndex: 'username' },
        { title: t('picker.realname'), dataIndex: 'realname' },
        { title: t('picker.sex'), dataIndex: 'sex', width: 70, render: sexText },
        { title: t('picker.phone'), dataIndex: 'phone' },
        { title: t('picker.birthday'), dataIndex: 'birthday', width: 110 },
        { title: t('picker.depart'), dataIndex: 'orgCodeTxt', ellipsis: true },
      ],
    },
    // getMultiUser answers a bare array (contract §7.2).
    async (keys) =>
      keys.length
        ? (await http.get<UserRow[]>('/sys/user/getMultiUser', { params: { [store]: keys.join(',') } })).data
        : [],
    true,
  );
