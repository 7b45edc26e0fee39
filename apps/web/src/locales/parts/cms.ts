/** Texts of the site-content pages (pages/cms/*): Chinese (the spec's strings verbatim) and English, by key. */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
