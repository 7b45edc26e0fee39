import { ENTITIES } from '@yunzhan/common/entities/registry';
import { isPublishable } from '../../../core/crud/publishing.js';
import { formatDateTime } from '../../../core/time.js';
import { type Database, dynamic } from '../../../db/index.js';

/**
 * Published content whose publish time fell in (from, to] — what the query-time rule made public in that window —
 * and how much still waits for its time, per publishable entity.
 */
export async function publishedBetween(db: Database, fromMs: number, toMs: number) {
  const from = formatDateTime(new Date(fromMs));
  const to = formatDateTime(new Date(toMs));
  let published = 0;
  let waiting = 0;
  const parts: string[] = [];
  for (const e of ENTITIES.filter(isPublishable)) {
    const time = e.columnOf('publishTime');
    let q = dynamic(db).withoutPlugins().selectFrom(e.table).where(e.columnOf('status'), '=', 'published');
    if (e.softDelete) q = q.where(e.columnOf('delFlag'), '=', 0);
    const row = await q
      .select((eb) => [
        eb.fn
          .sum(
            eb
              .case()
              .when(eb.and([eb(time, '>', from), eb(time, '<=', to)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('published'),
        eb.fn.sum(eb.case().when(time, '>', to).then(1).else(0).end()).as('waiting'),
      ])
      .executeTakeFirst();
    const n = Number(row?.published ?? 0);
    published += n;
    waiting += Number(row?.waiting ?? 0);
    if (n) parts.push(`${e.title} ${n}`);
  }
  return { published, waiting, detail: parts.join('、') };
}
