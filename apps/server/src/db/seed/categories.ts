import { stableId } from './ids.js';
import { audit, insertAll, type SeedContext } from './util.js';

interface CategoryDef {
  name: string;
  children?: readonly CategoryDef[];
}

/** Demo categories (分类字典) of a hardware maker; codes follow the generated A01/A01A01 scheme. */
export const SEED_CATEGORIES: readonly CategoryDef[] = [
  {
    name: '产品类型',
    children: [
      { name: '笔记本电脑', children: [{ name: '轻薄本' }, { name: '游戏本' }] },
      { name: '台式机' },
      { name: '显示器' },
    ],
  },
  { name: '文档类型', children: [{ name: '驱动程序' }, { name: '用户手册' }, { name: '固件' }] },
  { name: '服务类型', children: [{ name: '维修' }, { name: '保养' }] },
];

const segment = (i: number) => `A${String(i + 1).padStart(2, '0')}`;

/** Seeds the demo categories when the table is empty. */
export async function seedCategories(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  if (await db.selectFrom('sysCategory').select('id').limit(1).executeTakeFirst()) return;
  const rows: Parameters<typeof insertAll<'sysCategory'>>[2][number][] = [];
  const walk = (defs: readonly CategoryDef[], pid: string, prefix: string) => {
    defs.forEach((d, i) => {
      const code = prefix + segment(i);
      const id = stableId(`category:${code}`);
      rows.push({
        id,
        pid,
        name: d.name,
        code,
        hasChild: d.children?.length ? '1' : '0',
        sysOrgCode: null,
        ...audit(now),
      });
      if (d.children) walk(d.children, id, code);
    });
  };
  walk(SEED_CATEGORIES, '0', '');
  await insertAll(db, 'sysCategory', rows);
}
