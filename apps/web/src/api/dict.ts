import { getAction } from './http';
import type { DictMap } from './types';

export const allDictItems = () => getAction<DictMap>('/sys/dict/queryAllDictItems');

export const refreshDictCache = () => getAction<unknown>('/sys/dict/refleshCache');
