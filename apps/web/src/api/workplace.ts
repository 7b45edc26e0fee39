import { getAction } from './http';

/** A row of 工作台's lists (`/sys/workplace/*`). */
export interface WorkItem {
  entity: string;
  title: string;
  page: string | null;
  id: string;
  name: string;
  time: string | null;
  action?: string;
}

export interface Drafts {
  total: number;
  modules: { entity: string; title: string; page: string | null; count: number }[];
  latest: WorkItem[];
}

export const myDrafts = () => getAction<Drafts>('/sys/workplace/drafts');
export const myEdits = () => getAction<WorkItem[]>('/sys/workplace/edits');
