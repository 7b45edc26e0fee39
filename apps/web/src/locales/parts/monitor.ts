/** Interface strings of the 系统监控 screens and the 监控页 dashboard. */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
