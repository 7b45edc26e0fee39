import { getAction } from './http';
import type { DictMap } from './types';

export const allDictItems = () => getAction<DictMap>('/sys/dict/queryAllDictItems');

export const refreshDictCache = () => getAction<unknown>('/sys/dict/refleshCache');

export interface DictItemCheck {
  dictId: string;
  itemValue: string;
  /** The edited item (it does not count as a duplicate). */
  id?: string;
}

/** Silent: a taken value is a validation message under the field ('该值不可用，系统中已存在！'). */
export const dictItemCheck = (check: DictItemCheck) =>
  getAction<unknown>('/sys/dictItem/dictItemCheck', { ...check }, { silent: true });
