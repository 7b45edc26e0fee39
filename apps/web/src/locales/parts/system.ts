/** Texts of the system pages (pages/system/*, pages/message/*): Chinese (the spec's strings verbatim) and English, by key. */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
