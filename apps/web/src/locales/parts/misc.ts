/** Texts of the dashboard, the boot shells and the HTTP layer: Chinese (the spec's strings verbatim) and English, by key. */
export const zh = {
  'nav.unread': '{n}条待处理',
  'page.total': '{from}-{to} 共 {n} 条',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'nav.unread': '{n} pending',
  'page.total': '{from}-{to} of {n}',
};
