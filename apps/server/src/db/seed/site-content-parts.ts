import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

/** Demo content of one seeded site: what its public pages and the back office's screens show. */
export interface SiteContent {
  /** Columns of `sys_site`: the footer's contacts, SEO defaults. */
  profile: Record<string, string>;
  categories: [code: string, name: string, typeCode: string][];
  /** [key, name, position, link type, target (category code, URL, product type code), sortNo, parent key] */
  menus: [string, string, string, string, string, number, string?][];
  /** [menu key, title, slug, body] */
  pages: [string, string, string, string][];
  /** The news column (菜单内容 of the menu `news`), newest first: [slug, title, cover, days ago, body]. */
  news: [string, string, string, number, string][];
  /** Home banners: [title, picture (`demo-assets/site-banner-<name>.jpg`), path of the site's page it links to]. */
  ads: [string, string, string][];
  /** Other ads (no picture): [title, link]. */
  sideAds: [string, string][];
  /** Menu items other modules' demos seed, by their key: [key, parent key (null: top level), sortNo, position?]. */
  arrange: [string, string | null, number, string?][];
}

/** `apps/server/demo-assets`, found from the sources (`src/db/seed`) and from the bundle (`dist`). */
const ASSETS = ['../../../demo-assets/', '../demo-assets/']
  .map((dir) => fileURLToPath(new URL(dir, import.meta.url)))
  .find((dir) => existsSync(dir));

/**
 * Stores `demo-assets/<name>.jpg` as an uploaded file of the `cms` folder (recorded in `oss_file` like an upload) and
 * answers its key; without a file storage (seed tests) or the assets, null.
 */
// biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
export async function sitePicture(ctx: SeedContext, db: Kysely<any>, name: string): Promise<string | null> {
  if (!ctx.files || !ASSETS) return null;
  const data = await readFile(`${ASSETS}${name}.jpg`);
  const key = ctx.files.newKey('cms', 'jpg');
  await ctx.files.write(key, data);
  await db
    .insertInto('oss_file')
    .values({
      id: stableId(`file:${key}`),
      ...{ file_name: `${name}.jpg`, url: key, biz: 'cms', file_size: data.length, content_type: 'image/jpeg' },
      sha256: createHash('sha256').update(data).digest('hex'),
      ...{ create_by: SEED_BY, create_time: ctx.now },
    })
    .execute();
  return key;
}

/**
 * Places menu items the modules' demos seed (服务网点, 招贤纳士 …, ids `menu:<site>:<key>`) in the site's tree: under a
 * section, or at the top of another position. An item not seeded is left alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
export async function arrangeMenus(db: Kysely<any>, code: string, arrange: SiteContent['arrange']): Promise<void> {
  const id = (key: string) => stableId(`menu:${code}:${key}`);
  for (const [key, parent, sortNo, position] of arrange) {
    await db
      .updateTable('cms_site_menu')
      .set({ parent_id: parent ? id(parent) : null, sort_no: sortNo, ...(position ? { position } : {}) })
      .where('id', '=', id(key))
      .execute();
  }
}
