import { cmsDriver, cmsProblem } from '@yunzhan/common/entities/downloads/index';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { sysOssFile } from '@yunzhan/common/entities/system/index';
import { sql } from 'kysely';
import type { AnyDb, CrudDeps, Row } from '../../core/crud/contracts.js';
import { ApiError, notFound } from '../../core/errors.js';
import { dynamic } from '../../db/index.js';
import { isPublishedNow } from '../public/published.js';
import type { PublicSite } from '../public/sites.js';

/** A published file as the download link serves it. */
export interface PublishedFile {
  key: string;
  name: string;
  size: number | null;
  sha256: string | null;
  contentType: string;
}

/** What a vote changed. */
export interface VoteCounts {
  helpfulCount: number;
  unhelpfulCount: number;
}

/**
 * The download centre's own rules beside the engine: file facts copied from the file record, counters written
 * with one atomic statement each (concurrent downloads and votes lose no increment).
 */
export class DownloadService {
  private readonly db: AnyDb;

  constructor(private readonly crud: CrudDeps) {
    this.db = dynamic(crud.db);
  }

  /** Name, size and SHA-256 of a stored file as the file service recorded them; refuses an unknown key. */
  async factsOf(key: string, trx: AnyDb = this.db): Promise<Row> {
    const [file] = await this.crud.stores.of(sysOssFile).where({ username: '', siteId: null }, 'url', [key], trx);
    if (!file) throw new ApiError('文件不存在，请重新上传');
    return { fileName: file.fileName, fileSize: file.fileSize, sha256: file.sha256 };
  }

  /** The file of a row that is published now in the site; 404 for anything else (drafts, other sites). */
  async publishedFile(site: PublicSite, entity: EntityDef, id: string): Promise<PublishedFile> {
    const row = await this.crud.stores.of(entity).get({ username: 'public', siteId: site.id }, id);
    const key = row?.file ? String(row.file) : '';
    if (!row || !key || !isPublishedNow(entity, row) || !(await this.crud.files.exists(key))) {
      throw notFound('文件不存在');
    }
    const [file] = await this.crud.stores.of(sysOssFile).where({ username: '', siteId: null }, 'url', [key]);
    return {
      key,
      name: String(file?.fileName ?? row.fileName ?? key.split('/').pop()),
      size: file?.fileSize == null ? null : Number(file.fileSize),
      sha256: file?.sha256 ? String(file.sha256) : null,
      contentType: String(file?.contentType ?? 'application/octet-stream'),
    };
  }

  /** One more download of a row: a single UPDATE, so concurrent downloads all count. */
  async countDownload(entity: EntityDef, id: string): Promise<void> {
    const column = entity.columnOf('downloadCount');
    await this.db
      .updateTable(entity.table)
      .set({ [column]: sql`coalesce(${sql.ref(column)}, 0) + 1` })
      .where(entity.columnOf('id'), '=', id)
      .execute();
  }

  /** A reader's vote on a published FAQ answer; answers the counts after it. */
  async vote(site: PublicSite, id: string, helpful: boolean): Promise<VoteCounts> {
    const entity = cmsProblem;
    const row = await this.crud.stores.of(entity).get({ username: 'public', siteId: site.id }, id);
    if (!row || !isPublishedNow(entity, row)) throw notFound('内容不存在');
    const column = entity.columnOf(helpful ? 'helpfulCount' : 'unhelpfulCount');
    const helpfulCol = entity.columnOf('helpfulCount');
    const unhelpfulCol = entity.columnOf('unhelpfulCount');
    await this.db
      .updateTable(entity.table)
      .set({ [column]: sql`coalesce(${sql.ref(column)}, 0) + 1` })
      .where(entity.columnOf('id'), '=', id)
      .execute();
    const after = await this.db
      .selectFrom(entity.table)
      .select([`${helpfulCol} as helpful`, `${unhelpfulCol} as unhelpful`])
      .where(entity.columnOf('id'), '=', id)
      .executeTakeFirstOrThrow();
    return { helpfulCount: Number(after.helpful), unhelpfulCount: Number(after.unhelpful) };
  }

  /** Refuses to delete OS versions that live drivers still name, with their names. */
  async assertOsVersionsUnused(rows: Row[], trx: AnyDb): Promise<void> {
    if (!rows.length) return;
    const used = await trx
      .selectFrom(`${cmsDriver.linkTable('osVersions')} as l`)
      .innerJoin(`${cmsDriver.table} as d`, `d.${cmsDriver.columnOf('id')}`, 'l.owner_id')
      .select(['l.target_id as target', (eb) => eb.fn.countAll().as('drivers')])
      .where(
        'l.target_id',
        'in',
        rows.map((r) => String(r.id)),
      )
      .where(`d.${cmsDriver.columnOf('delFlag')}`, '=', 0)
      .groupBy('l.target_id')
      .execute();
    if (!used.length) return;
    const names = used.map((u) => {
      const row = rows.find((r) => r.id === u.target);
      return `"${String(row?.name ?? u.target)}"（${Number(u.drivers)} 个驱动）`;
    });
    throw new ApiError(`系统版本${names.join('、')}正被驱动使用，不能删除；请先在驱动中取消该系统版本`);
  }
}
