import type { Period, Statistics } from '@yunzhan/common/entities/statistics';
import type { Row } from './entity';
import { downloadFile, getAction, putAction } from './http';

export const statisticsSummary = (period: Period) => getAction<Statistics>('/cms/statistics/summary', { ...period });

export const statisticsExport = (period: Period) => downloadFile('/cms/statistics/exportXls', { ...period });

/** The applications of the board (newest first), of one position or all. */
export const boardApplications = (positionId?: string) =>
  getAction<{ records: Row[] }>('/cms/jobApplication/list', {
    pageSize: 500,
    column: 'createTime',
    order: 'desc',
    ...(positionId ? { positionId } : {}),
  });

/** Moves an application to another step; the server refuses a move the pipeline does not allow. */
export const moveApplication = (id: string, status: string) =>
  putAction<null>('/cms/jobApplication/move', { id, status });
