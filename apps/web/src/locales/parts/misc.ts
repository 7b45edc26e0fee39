/** Texts of the dashboard, the boot shells and the HTTP layer: Chinese (the spec's strings verbatim) and English, by key. */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
