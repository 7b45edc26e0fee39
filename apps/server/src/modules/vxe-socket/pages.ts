/**
 * Which sockets share a table socket page, and what joining it takes (issue 21, 7c).
 *
 * The web app names a page after its table's `socketKey`, whose first two parts are the permission prefix of the
 * screen (`cms:product` → page `cms_product`, `cms:product:specs` → `cms_product_specs`, `use-table-socket.ts`):
 * joining needs the screen's list permission (`cms:product:list`) and the page is shared by the users of the
 * session's site only. Any other page id (a JeecgBoot client's page UUID) is its user's own: it needs no
 * permission and its frames reach only that user's sockets of the same page and site.
 */
export interface Page {
  pageId: string;
  /** The session's current site when the socket opened. */
  siteId: string | null;
  /** The permission a user must hold to join; null for a user's own page. */
  permission: string | null;
  /** The only user of a page that names no screen. */
  owner: string | null;
}

const SCREEN_PAGE = /^([A-Za-z][A-Za-z0-9]*)_([A-Za-z][A-Za-z0-9]*)(?:_[A-Za-z0-9_-]*)?$/;

export function pageOf(pageId: string, session: { userId: string; siteId: string | null }): Page {
  const screen = SCREEN_PAGE.exec(pageId);
  return screen
    ? { pageId, siteId: session.siteId, permission: `${screen[1]}:${screen[2]}:list`, owner: null }
    : { pageId, siteId: session.siteId, permission: null, owner: session.userId };
}

/** The key of the sockets a frame of `page` reaches, in this process and in the others. */
export const roomOf = (page: Pick<Page, 'pageId' | 'siteId' | 'owner'>): string =>
  JSON.stringify([page.siteId, page.pageId, page.owner]);
