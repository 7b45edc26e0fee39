import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { DialectName } from '../../db/index.js';
import { type AnyDb, EntityStore } from './store.js';

/** One store per entity for the whole server: modules, references and lines share its cached totals. */
export class EntityStores {
  private readonly stores = new Map<string, EntityStore>();
  /** Entities whose endpoints are mounted (each once). */
  readonly mounted = new Set<string>();

  constructor(
    private readonly db: AnyDb,
    private readonly dialect: DialectName,
    private readonly dataVersion?: () => string,
    private readonly changes?: ChangeFeed,
  ) {}

  of(entity: EntityDef): EntityStore {
    let store = this.stores.get(entity.name);
    if (!store) {
      const created = new EntityStore(entity, this.db, this.dialect, this.dataVersion);
      // Totals go when a commit touches the table or its link tables, whoever wrote it in this process.
      this.changes?.on([entity.table, ...entity.linkFields.map((f) => entity.linkTable(f))], () => created.changed());
      this.stores.set(entity.name, created);
      store = created;
    }
    return store;
  }

  /** The store of a registered entity by name; throws for a name the registry does not know. */
  named(name: string): EntityStore {
    const entity = entityNamed(name);
    if (!entity) throw new Error(`unknown entity ${name}`);
    return this.of(entity);
  }
}
