/** A column of a list shell, as the page's table renders it (components/entity/columns.tsx). */
export interface ShellColumn {
  name: string;
  title: string;
  /** How a value reads: dict = `<name>_dictText` else the value; switch = 是/否 by `on`; date = its first 10 chars. */
  kind: 'text' | 'dict' | 'switch' | 'date' | 'image' | 'file';
  width?: number;
  centered: boolean;
  sortable: boolean;
  ellipsis: boolean;
  on?: string;
}

/** A list page the shell can paint: its first page's request and columns, and a panel beside the list. */
export interface ShellPage {
  /** The first page's request (`listRequestUrl` of what `firstPageQuery` asks for), without the API base. */
  url: string;
  columns: ShellColumn[];
  /** Width of the action column (EntityListPage's `actionWidth`). */
  actionWidth: number;
  /** Title of a card left of the list (the user list's department tree). */
  aside?: string;
}

/** Id of the painted shell's element. */
export const SHELL_ID = 'list-shell';

/** Id of the JSON script holding the manifest in index.html. */
export const LIST_SHELLS_ID = 'list-shells';

/** Written into index.html at build time (`build/prerender-login.ts`) as JSON in `#list-shells`. */
export interface ShellManifest {
  /** By the menu's component string. */
  pages: Record<string, ShellPage>;
  /** The theme's CSS variables for the classes below. */
  themeCss: string;
  cssVar: string;
  hash: string;
  /** The app's entry module and the chunks it needs at once: the list shell's script loads them (index.html not). */
  app: AppEntry;
}

/** The app's entry module and the chunks it imports at once, for a boot script that starts the app itself. */
export interface AppEntry {
  entry: string;
  preloads: string[];
}
