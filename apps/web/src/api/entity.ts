import type { EntityDef } from '@yunzhan/common/entities/index';
import type { AxiosProgressEvent } from 'axios';
import { deleteAction, getAction, http, postAction, putAction } from './http';
import type { DictItem, Envelope } from './types';

/** The standard endpoints of an entity (contract §5); a page may override any of them. */
export interface EntityUrls {
  list?: string;
  add?: string;
  edit?: string;
  delete?: string;
  deleteBatch?: string;
  queryById?: string;
  exportXls?: string;
  importExcel?: string;
}

export function entityUrls(entity: Pick<EntityDef, 'apiBase'>): Required<EntityUrls> {
  const base = entity.apiBase;
  return {
    list: `${base}/list`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    queryById: `${base}/queryById`,
    exportXls: `${base}/exportXls`,
    importExcel: `${base}/importExcel`,
  };
}

export type Row = Record<string, unknown> & { id: string };

/** A one-time ticket that opens a row's preview in a window (`url`: below the API base, ticket included). */
export const previewTicket = (apiBase: string, id: string) =>
  postAction<{ url: string; expiresIn: number }>(`${apiBase}/previewTicket`, { id });

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export type Progress = (percent: number) => void;

const percentOf = (onProgress?: Progress) =>
  onProgress
    ? (event: AxiosProgressEvent) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      }
    : undefined;

/** Silent: the list page shows a failed list as a warning itself (spec §8). */
export const listRows = (url: string, params: Record<string, unknown>) =>
  getAction<Page<Row>>(url, params, { silent: true });

/** A list that may answer all its rows unpaged (a menu's data rules). */
export const listAnyRows = (url: string, params: Record<string, unknown>) =>
  getAction<Page<Row> | Row[]>(url, params, { silent: true });

export const queryById = (url: string, id: string) => getAction<Row>(url, { id });

export const addRow = (url: string, values: Record<string, unknown>) => postAction<string>(url, values);

export const editRow = (url: string, values: Record<string, unknown>) => putAction<unknown>(url, values);

export const deleteRow = (url: string, id: string) => deleteAction<unknown>(url, { id });

/** `ids` as the contract's comma list with a trailing comma. */
export const deleteRows = (url: string, ids: readonly string[]) =>
  deleteAction<unknown>(url, { ids: `${ids.join(',')},` });

/** The xlsx file, or the envelope the server answered instead of a file. */
export async function exportXls(
  url: string,
  params: Record<string, unknown>,
  onProgress?: Progress,
): Promise<Blob | Envelope> {
  const response = await http.get<Blob | Envelope>(url, {
    params,
    responseType: 'blob',
    onDownloadProgress: percentOf(onProgress),
  });
  return response.data;
}

/** Multipart `file` upload; silent because the import dialog maps each outcome to its own message (spec §8). */
export async function importExcel(url: string, file: File, onProgress?: Progress) {
  const form = new FormData();
  form.append('file', file);
  const response = await http.post<ImportEnvelope>(url, form, {
    silent: true,
    onUploadProgress: percentOf(onProgress),
  });
  return response.data;
}

export interface ImportErrorReport {
  msg?: string;
  fileUrl?: string;
  fileName?: string;
}

export type ImportEnvelope = Envelope<ImportErrorReport | null>;

export interface DuplicateCheck {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
}

/** Silent: a taken value is a validation message under the field, not a global error. */
export const duplicateCheck = (check: DuplicateCheck) =>
  getAction<unknown>('/sys/duplicate/check', { ...check }, { silent: true });

export const dictItems = (code: string) => getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);

/** The recycle-bin endpoints of an entity with `recycleBin` (contract: `recycleBin`, `putRecycleBin`, `deleteRecycleBin`). */
export interface RecycleUrls {
  list: string;
  restore: string;
  purge: string;
}

export const recycleUrls = (entity: Pick<EntityDef, 'apiBase'>): RecycleUrls => ({
  list: `${entity.apiBase}/recycleBin`,
  restore: `${entity.apiBase}/putRecycleBin`,
  purge: `${entity.apiBase}/deleteRecycleBin`,
});

export const deletedRows = (url: string) => getAction<Row[]>(url);

/** Restores rows; `key` names the id list (`ids`, or a module's own name such as `userIds`). */
export const restoreRows = (url: string, key: string, ids: readonly string[]) =>
  putAction<unknown>(url, { [key]: ids.join(',') });

export const purgeRows = (url: string, key: string, ids: readonly string[]) =>
  deleteAction<unknown>(url, { [key]: ids.join(',') });
