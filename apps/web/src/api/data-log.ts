import { sysDataLog } from '@yunzhan/common/entities/system/index';
import { getAction } from './http';

const BASE = sysDataLog.apiBase;

/** A row version as 数据日志 answers it. */
export interface DataVersion {
  id: string;
  dataTable: string;
  dataTable_dictText?: string;
  dataId: string;
  dataVersion: number;
  action: string;
  dataContent: string;
  createBy: string | null;
  createName: string | null;
  createTime: string;
}

export const dataVersions = (dataTable: string, dataId: string) =>
  getAction<DataVersion[]>(`${BASE}/queryDataVerList`, { dataTable, dataId });

export const comparedVersions = (dataId1: string, dataId2: string) =>
  getAction<DataVersion[]>(`${BASE}/queryCompareList`, { dataId1, dataId2 });
