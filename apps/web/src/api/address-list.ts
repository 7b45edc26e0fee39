import type { Page } from './entity';
import { getAction } from './http';

/** A person of the address book (contract §7.1 `queryByOrgCodeForAddressList`). */
export interface AddressEntry {
  id: string;
  userId: string;
  realname: string;
  username: string;
  avatar?: string | null;
  workNo?: string | null;
  post?: string | null;
  post_dictText?: string | null;
  departId: string;
  /** The user's departments, joined by " | ". */
  departName: string;
  /** Only for those who may list users (docs/security/user-data.md). */
  phone?: string | null;
  telephone?: string | null;
  email?: string | null;
}

export interface AddressQuery {
  orgCode?: string;
  realname?: string;
  workNo?: string;
  pageNo: number;
  pageSize: number;
}

export const addressBook = (query: AddressQuery) =>
  getAction<Page<AddressEntry>>('/sys/user/queryByOrgCodeForAddressList', { ...query });
