import { ENTITIES } from '@yunzhan/common/entities/registry';
import type { FastifyInstance } from 'fastify';
import type { DictSource } from '../../core/crud/contracts.js';
import type { EntityStores } from '../../core/crud/stores.js';
import type { FileStorage } from '../../core/files/storage.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { type Database, dynamic } from '../../db/index.js';
import { AREA_GROUP, AREA_TABLE, subAreas } from './area-reader.js';
import { answerCachedReads } from './cached-reads.js';
import { DeliveryCache } from './delivery-cache.js';
import { DeliveryService } from './delivery-service.js';
import type { FastLane } from './fast-lane.js';
import { publicRefTarget } from './projection.js';
import { PublicFiles } from './public-files.js';
import { PublicSites } from './sites.js';

/** Where other processes' writes cannot be seen (PostgreSQL), a cached answer is trusted this long. */
const UNSEEN_WRITES_TTL_MS = 5_000;

export interface PublicDeps {
  db: Database;
  changes: ChangeFeed;
  stores: EntityStores;
  dicts: DictSource;
  /** Stored uploads (files of published content are served publicly). */
  files: FileStorage;
  /** Moves when another process commits (SQLite); absent on PostgreSQL. */
  foreignVersion?: () => number;
  /** More tables the rendered pages are built from (the sites' templates). */
  pageTables?: readonly string[];
  /** Answers cached reads in front of Fastify once the app has answered them (absent: the app answers all). */
  lane?: FastLane;
}

/** The delivery side's services: sites, the reader and its cache, kept exact by the change feed. */
export class Delivery {
  readonly sites: PublicSites;
  readonly service: DeliveryService;
  readonly cache: DeliveryCache;
  readonly files: PublicFiles;
  /** Rendered site pages: each shows rows of every public entity (menus, categories, ads), so any change drops all. */
  readonly pages: DeliveryCache;
  private seen: number | undefined;

  constructor(private readonly deps: PublicDeps) {
    this.sites = new PublicSites(deps.db, deps.changes);
    this.service = new DeliveryService(deps.stores, deps.dicts, dynamic(deps.db));
    this.files = new PublicFiles(deps.stores, deps.files);
    const ttl = deps.foreignVersion ? Number.POSITIVE_INFINITY : UNSEEN_WRITES_TTL_MS;
    this.cache = new DeliveryCache(ttl);
    this.pages = new DeliveryCache(ttl, 'html');
    this.seen = deps.foreignVersion?.();
    for (const e of ENTITIES.filter((x) => x.publicView)) {
      // Its rows carry the names (and, for links, the published state) of the public rows they refer to.
      const referred = (e.publicView?.fields ?? []).flatMap((f) => publicRefTarget(e, f)?.table ?? []);
      deps.changes.on([e.table, ...e.linkFields.map((f) => e.linkTable(f)), ...referred], () => {
        this.cache.clear(e.name);
        this.pages.clearAll();
      });
    }
    deps.changes.on(deps.pageTables ?? [], () => this.pages.clearAll());
    deps.changes.on([AREA_TABLE], () => this.cache.clear(AREA_GROUP));
    // A site disabled or a dictionary text changed: every answer may differ.
    deps.changes.on(['sys_site', 'sys_dict', 'sys_dict_item'], () => {
      this.cache.clearAll();
      this.pages.clearAll();
    });
  }

  /** The sub-areas of an area of 区域管理 (the public pages' cascading selects). */
  areas(parent: string) {
    return subAreas(this.deps.db, parent);
  }

  get lane(): FastLane | undefined {
    return this.deps.lane;
  }

  /** A plugin's cached reads from `cache`: answered before its routes run, and in front of Fastify once learnt. */
  answerCachedReads(app: FastifyInstance, cache: DeliveryCache): void {
    answerCachedReads(app, cache, () => this.checkForeignWrites(), this.deps.lane);
  }

  /** Before each request: another process's commit drops every cached answer (and the sites). */
  checkForeignWrites(): void {
    const now = this.deps.foreignVersion?.();
    if (now === this.seen) return;
    this.seen = now;
    this.cache.clearAll();
    this.pages.clearAll();
    this.sites.forget();
  }
}
