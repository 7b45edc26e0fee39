import type { TableColumnsType } from 'antd';
import { getAction, http } from '../../api/http';
import { type Page, type PageQuery, unwrap } from '../../api/system-tree';

/** What a picker lists: a paged source, the key stored, the field named in the input, and a search field. */
export interface PickerSource<T extends object> {
  title: string;
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

export const roleSource = listSource<RoleRow>('/sys/role/list', {
  title: '选择角色',
  rowKey: 'id',
  labelKey: 'roleName',
  searchField: 'roleName',
  searchPlaceholder: '请输入角色名称',
  columns: [
    { title: '角色名称', dataIndex: 'roleName' },
    { title: '角色编码', dataIndex: 'roleCode' },
    { title: '描述', dataIndex: 'description', ellipsis: true },
  ],
});

export interface PositionRow {
  id: string;
  name: string;
  code: string;
  postRank_dictText?: string;
}

export const positionSource = listSource<PositionRow>('/sys/position/list', {
  title: '选择职务',
  rowKey: 'code',
  labelKey: 'name',
  searchField: 'name',
  searchPlaceholder: '请输入职务名称',
  columns: [
    { title: '职务名称', dataIndex: 'name' },
    { title: '职务编码', dataIndex: 'code' },
    { title: '职级', dataIndex: 'postRank_dictText' },
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

const SEX: Record<number, string> = { 1: '男', 2: '女' };

/** Users by department (contract §7.2 queryUserComponentData): the picker stores usernames by default. */
export const userSource = (store: 'username' | 'id' = 'username') =>
  listSource<UserRow>(
    '/sys/user/queryUserComponentData',
    {
      title: '选择用户',
      rowKey: store,
      labelKey: 'realname',
      searchField: 'username',
      searchPlaceholder: '请输入用户账号',
      columns: [
        { title: '用户账号', dataIndex: 'username' },
        { title: '用户姓名', dataIndex: 'realname' },
        { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number | null) => (sex ? SEX[sex] : '') },
        { title: '手机号码', dataIndex: 'phone' },
        { title: '生日', dataIndex: 'birthday', width: 110 },
        { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
      ],
    },
    // getMultiUser answers a bare array (contract §7.2).
    async (keys) =>
      keys.length
        ? (await http.get<UserRow[]>('/sys/user/getMultiUser', { params: { [store]: keys.join(',') } })).data
        : [],
    true,
  );
