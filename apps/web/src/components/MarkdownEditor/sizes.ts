/** Spec §9: markdown editor min height 200 px, default 300 px. */
export const MARKDOWN_EDITOR_SIZE = { minHeight: 200, height: 300 } as const;
