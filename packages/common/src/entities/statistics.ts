/** 统计分析: what `GET /cms/statistics/summary` answers for the current site and a period (server and web). */
export interface Period {
  from: string;
  to: string;
}

/** One day of 统计分析. */
export interface DayFigures {
  day: string;
  views: number;
  /** Distinct visitors of the day (by address); a period's total adds up its days. */
  visitors: number;
  downloads: number;
  intake: number;
  searches: number;
}

export interface Statistics {
  days: DayFigures[];
  totals: Omit<DayFigures, 'day'>;
  modules: { module: string; title: string; views: number; downloads: number }[];
  intake: { form: string; title: string; count: number }[];
  topContent: { module: string; moduleTitle: string; contentId: string; title: string; hits: number }[];
  topSearches: { term: string; count: number }[];
}
