/** Interface strings of the operations screens: 定时任务, 日志管理, 数据日志, 在线用户 and the 工作台 dashboard. */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
