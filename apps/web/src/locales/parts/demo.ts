/** Texts of the widget demo pages (pages/demo/*): Chinese (the spec's strings verbatim) and English, by key. */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
