import type { zh } from '../misc';

/** The English of `../misc.ts`: its own module, so that the Chinese interface never loads it. */
export const en: Record<keyof typeof zh, string> = {
  'nav.unread': '{n} pending',
  'page.total': '{from}-{to} of {n}',
};
