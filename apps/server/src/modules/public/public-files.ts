import type { EntityDef } from '@yunzhan/common/entities/index';
import { type ExpressionBuilder, sql } from 'kysely';
import type { ListScope } from '../../core/crud/contracts.js';
import type { EntityStores } from '../../core/crud/stores.js';
import type { FileStorage } from '../../core/files/storage.js';
import { PUBLIC_ENTITIES } from './delivery-service.js';
import { isFileField, type PublicEntity, publicLinesOf } from './projection.js';
import { publishedScope } from './published.js';
import type { PublicSite } from './sites.js';

type AnySelect = Parameters<NonNullable<ListScope['where']>>[0];

/** Fields of `entity` among `fields` that may hold a stored file's key: file kinds, and rich text (inline images). */
const keyFields = (entity: EntityDef, fields: readonly string[]) =>
  fields.filter((n) => isFileField(entity.field(n)) || entity.field(n)?.kind === 'richText');

/** `field` holds the key: equal, one of a comma-joined list, or inside rich text (keys are random: no false hits). */
function holds(entity: EntityDef, fields: readonly string[], key: string) {
  // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or(
      fields.map((n) => {
        const column = sql.ref<string>(entity.columnOf(n));
        const f = entity.field(n);
        const exact = f && isFileField(f) && !('multiple' in f && f.multiple);
        return exact ? eb(column, '=', key) : eb(column, 'like', `%${key}%`);
      }),
    );
}

/**
 * Stored files the public may read, per site: a file is public in site X while a row of a public entity of X that
 * is published now names it in a public field (a file, image or video field, or an image inside public rich
 * text), directly or in a public sub-table line of such a row. Everything else stays behind the session.
 */
export class PublicFiles {
  constructor(
    private readonly stores: EntityStores,
    readonly storage: FileStorage,
  ) {}

  async isPublic(site: PublicSite, key: string): Promise<boolean> {
    if (!this.storage.pathOf(key)) return false;
    const actor = { username: 'public', siteId: site.id };
    const now = new Date();
    const published = (entity: EntityDef, qb: AnySelect) => publishedScope(entity, now).where?.(qb) ?? qb;
    for (const e of PUBLIC_ENTITIES.values()) {
      const entity = e as PublicEntity;
      const parents = () => published(entity, this.stores.of(entity).scoped(actor));
      const own = keyFields(entity, entity.publicView.fields);
      if (own.length) {
        const hit = await parents()
          .select(sql.ref(entity.columnOf('id')).as('id'))
          .where(holds(entity, own, key));
        if (await hit.limit(1).executeTakeFirst()) return true;
      }
      for (const line of publicLinesOf(entity)) {
        const fields = keyFields(line.child, line.fields);
        if (!fields.length) continue;
        const owners = this.stores
          .of(line.child)
          .scoped(actor)
          .select(sql.ref(line.child.columnOf(line.foreignKey)).as('owner'))
          .where(holds(line.child, fields, key));
        const hit = await parents()
          .select(sql.ref(entity.columnOf('id')).as('id'))
          .where(sql.ref(entity.columnOf('id')), 'in', owners);
        if (await hit.limit(1).executeTakeFirst()) return true;
      }
    }
    return false;
  }
}
