import { getAction } from './http';
import type { LoginInfo, VisitDay } from './types';

export const loginInfo = () => getAction<LoginInfo>('/sys/loginfo');

export const visitInfo = () => getAction<VisitDay[]>('/sys/visitInfo');
