import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  addBuiltInTemplates,
  BUILT_IN_TEMPLATES,
  builtInTemplateId,
  builtInTemplateKey,
} from '../../modules/site-render/built-in-rows.js';
import { appliedKeys, recordKeys, SEED_BY, type SeedContext } from './util.js';

/** Present once every site has been brought up to the built-in templates of this server version. */
const VERSION_KEY = `templates:${createHash('sha256').update(JSON.stringify(BUILT_IN_TEMPLATES)).digest('hex').slice(0, 16)}`;

/**
 * 模板管理's rows of the built-in templates (`built-in-rows.ts`), once per server version: every site gets the rows of
 * built-ins it never had (a deleted one is not added again), and the rows nobody edited take the built-in's text of
 * this version. On a start with nothing new it costs one SELECT.
 */
export async function seedTemplates(ctx: SeedContext): Promise<void> {
  if ((await appliedKeys(ctx.db, [VERSION_KEY])).size) return;
  // biome-ignore lint/suspicious/noExplicitAny: 模板管理's table belongs to the entity engine, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const sites = (await ctx.db.selectFrom('sysSite').select('id').execute()).map((s) => s.id);
  for (const site of sites) {
    const given = await appliedKeys(
      ctx.db,
      BUILT_IN_TEMPLATES.map((t) => builtInTemplateKey(site, t.code)),
    );
    const missing = new Set(
      BUILT_IN_TEMPLATES.flatMap((t) => (given.has(builtInTemplateKey(site, t.code)) ? [] : t.code)),
    );
    await addBuiltInTemplates(db, site, { username: SEED_BY }, missing);
  }
  const texts = new Map(BUILT_IN_TEMPLATES.map((t) => [t.code, t.source]));
  const ids = sites.flatMap((site) => BUILT_IN_TEMPLATES.map((t) => builtInTemplateId(site, t.code)));
  for (let i = 0; i < ids.length; i += 500) {
    const unedited = await db
      .selectFrom('cms_template')
      .select(['id', 'code', 'source'])
      .where('id', 'in', ids.slice(i, i + 500))
      .where('update_time', 'is', null)
      .execute();
    for (const row of unedited) {
      const text = texts.get(row.code);
      if (text !== undefined && text !== row.source) {
        await db.updateTable('cms_template').set({ source: text }).where('id', '=', row.id).execute();
      }
    }
  }
  await recordKeys(ctx.db, [VERSION_KEY], ctx.now);
}
