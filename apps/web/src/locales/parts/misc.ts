/** Texts of the dashboard, the boot shells and the HTTP layer: Chinese (the spec's strings verbatim), by key (the English: `en/`). */
export const zh = {
  'nav.unread': '{n}条待处理',
  'page.total': '{from}-{to} 共 {n} 条',
} as const;
