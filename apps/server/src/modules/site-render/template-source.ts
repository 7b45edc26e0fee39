import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { EntityStores } from '../../core/crud/stores.js';
import type { ChangeFeed } from '../../db/change-feed.js';

/** A site's own templates by code (`home`, `list`, `detail`, `page`, `layout`, `<module>-list` …). */
export type TemplateSource = (siteId: string) => Promise<Readonly<Record<string, string>>>;

/** Registry name of 模板管理, the entity holding each site's templates (`code`, `source`). */
export const TEMPLATE_ENTITY = 'cms.template';
const MAX_TEMPLATES = 500;

/** 模板管理, when the registry has it with its `code` and `source`. */
export function templateEntity(): EntityDef | undefined {
  const entity = entityNamed(TEMPLATE_ENTITY);
  return entity?.field('code') && entity.field('source') ? entity : undefined;
}

/** The tables sites' templates live in (none while the registry has no 模板管理). */
export const templateTables = (): string[] => {
  const table = templateEntity()?.table;
  return table ? [table] : [];
};

/**
 * The site's rows of 模板管理 as code → source, read once per site and again after a commit touches the table.
 * Without that entity in the registry every site renders with the built-in templates.
 */
export function entityTemplateSource(stores: EntityStores, changes: ChangeFeed): TemplateSource {
  const entity = templateEntity();
  if (!entity) return async () => ({});
  const bySite = new Map<string, Promise<Record<string, string>>>();
  changes.on([entity.table], () => bySite.clear());
  const load = async (siteId: string) => {
    const out: Record<string, string> = {};
    const query = {
      conditions: [],
      sort: [{ field: 'id', order: 'asc' as const }],
      pageNo: 1,
      pageSize: MAX_TEMPLATES,
    };
    for await (const row of stores.of(entity).all({ username: 'public', siteId }, query)) {
      if (typeof row.code === 'string' && typeof row.source === 'string') out[row.code] = row.source;
    }
    return out;
  };
  return (siteId) => {
    let hit = bySite.get(siteId);
    if (!hit) {
      hit = load(siteId);
      bySite.set(siteId, hit);
      hit.catch(() => bySite.delete(siteId));
    }
    return hit;
  };
}
