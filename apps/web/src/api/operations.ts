import type { Row } from './entity';
import { downloadFile, getAction, putAction } from './http';

/** One day of 统计分析. */
export interface DayFigures {
  day: string;
  views: number;
  downloads: number;
  intake: number;
  searches: number;
}

/** The figures of 统计分析 for the current site and a period (`GET /cms/statistics/summary`). */
export interface Statistics {
  days: DayFigures[];
  totals: Omit<DayFigures, 'day'>;
  modules: { module: string; title: string; views: number; downloads: number }[];
  intake: { form: string; title: string; count: number }[];
  topContent: { module: string; moduleTitle: string; contentId: string; title: string; hits: number }[];
  topSearches: { term: string; count: number }[];
}

export interface Period {
  from: string;
  to: string;
}

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
