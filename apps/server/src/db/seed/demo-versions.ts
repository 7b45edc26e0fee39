import { cmsAd } from '@yunzhan/common/entities/cms/ad';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { cmsProduct } from '@yunzhan/common/entities/products/product';
import { writeVersions } from '../../core/crud/versions.js';
import { dynamic } from '../index.js';
import { siteId } from './ids.js';
import type { SeedContext } from './util.js';

const ADMIN = { username: 'admin', realname: '管理员' };

/**
 * A few demo edits, so that 数据日志 and 工作台's latest edits show rows on a new installation: the first products and
 * ad of the Chinese site get the version of their first draft (a working title) and the edit that gave them their
 * title, as the engine writes them.
 */
export async function seedDemoVersions(ctx: SeedContext): Promise<void> {
  const edited: [EntityDef, string, number][] = [
    [cmsProduct, 'name', 3],
    [cmsAd, 'title', 1],
  ];
  const db = dynamic(ctx.db);
  for (const [entity, field, count] of edited) {
    const rows = await ctx.db
      .selectFrom(entity.table as never)
      .selectAll()
      .where('site_id' as never, '=', siteId('cn') as never)
      .orderBy('id' as never)
      .limit(count)
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      const id = String(row.id);
      const draft = { ...row, [field]: `${row[field]}（初稿）` };
      await writeVersions(db, entity, [{ id, after: draft }], '添加', ADMIN);
      await writeVersions(db, entity, [{ id, before: draft, after: row }], '编辑', ADMIN);
    }
  }
}
