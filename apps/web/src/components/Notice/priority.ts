/** Priority tags of announcements (spec §2): L general blue, M important orange, H urgent red. */
export const PRIORITY_TAGS: Readonly<Record<string, { text: string; color: string }>> = {
  L: { text: '一般', color: 'blue' },
  M: { text: '重要', color: 'orange' },
  H: { text: '紧急', color: 'red' },
};

export const priorityTag = (priority: string | null | undefined) => (priority ? PRIORITY_TAGS[priority] : undefined);
